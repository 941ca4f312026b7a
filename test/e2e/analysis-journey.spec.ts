import { expect, test, type Page } from '@playwright/test';
import { encodeImage, scenePixels } from '../fixtures/extraction/builders';
import { signInThroughForm } from './support/accounts';
import { openRiskDetails } from './support/results';

const ADVISOR = { email: 'conseiller@demo.local', password: 'demo-password-1' };
const NOTE = "Convoyeur sans protecteur. Chariot élévateur dans l'allée piétonne.";
/** What the adviser saw on the dock: the photo has no writing, so only these words tell it. */
const CAPTION =
  'Travailleur au bord du quai, chute de 1,5 m possible, aucun garde-corps; échelle non attachée.';

/** Signs in, adds the note through the Documents tile, names the work area and starts. */
async function startWithNote(page: Page) {
  await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
  await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
  await page.getByLabel('Documents', { exact: true }).setInputFiles({
    name: 'note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(NOTE, 'utf8'),
  });
  await page.getByLabel('Zone de travail').fill('Atelier');
  await page.getByRole('button', { name: "Lancer l'analyse" }).click();
}

/** A job status as the server words it, for the answers the stack cannot be made to give. */
const jobStatus = (fields: Record<string, unknown>) =>
  JSON.stringify({
    analysisId: 'job-1',
    progress: 65,
    step: 'analyzing',
    error: null,
    request: { area: 'Atelier', jurisdiction: 'QC', language: 'fr', files: [{ name: 'note.txt' }] },
    createdAt: new Date().toISOString(),
    analysis: null,
    ...fields,
  });

test.describe('advisor analysis journey', () => {
  test('a note uploaded as a document is analysed and its risks are listed', async ({ page }) => {
    await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    const start = page.getByRole('button', { name: "Lancer l'analyse" });
    await expect(start).toBeDisabled();
    await expect(page.getByTestId('start-hints')).toContainText('Ajoutez au moins un fichier');
    await expect(page.getByTestId('start-hints')).toContainText('Indiquez la zone de travail');

    await page.getByLabel('Documents', { exact: true }).setInputFiles({
      name: 'note-atelier.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(NOTE, 'utf8'),
    });
    const selected = page.getByTestId('selected-files');
    await expect(selected).toContainText('note-atelier.txt');
    await expect(page.getByRole('button', { name: 'Retirer note-atelier.txt' })).toBeVisible();
    await expect(start).toBeDisabled();

    await page.getByLabel('Zone de travail').fill('Entrepôt, quai de chargement');
    await expect(page.getByLabel('Juridiction')).toHaveValue('QC');
    await expect(page.getByLabel('Sous-secteur')).toBeDisabled();
    await expect(page.getByTestId('start-hints')).toHaveCount(0);
    await start.click();

    await expect(page).toHaveURL(/\/conseiller-sst-analysis-results\?id=[\w-]+$/, { timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Résultats de l’analyse' })).toBeVisible();
    const risks = page.getByTestId('risk-card');
    await expect(risks.first()).toContainText(/SST_\d{3}/);
    await expect(page.getByTestId('risk-title').first()).toContainText(/Convoyeur|convoyeur/);
    await expect(page.getByTestId('selected-counter')).toContainText(/sur/);
    await expect(page.getByTestId('report-legal-notice')).toBeVisible();
  });

  test('a captioned photo is sent with its caption, and the results say how sure and why', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    const dock = Buffer.from(await encodeImage(scenePixels(), 'jpeg'));
    await page
      .getByLabel('Téléverser des images', { exact: true })
      .setInputFiles({ name: 'quai.jpg', mimeType: 'image/jpeg', buffer: dock });
    await page.getByLabel('Documents', { exact: true }).setInputFiles({
      name: 'brouillon.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Brouillon à retirer.', 'utf8'),
    });

    // Only the photo offers a caption; removing another file keeps it.
    const caption = page.getByLabel('Ce que montre cette photo (facultatif)');
    await expect(caption).toHaveCount(1);
    await caption.fill(CAPTION);
    await page.getByRole('button', { name: 'Retirer brouillon.txt' }).click();
    await expect(page.getByTestId('selected-files')).not.toContainText('brouillon.txt');
    await expect(caption).toHaveValue(CAPTION);

    await page.getByLabel('Zone de travail').fill('Quai de chargement');
    const started = page.waitForRequest(
      (request) => request.url().endsWith('/api/analyze-conseiller-sst') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: "Lancer l'analyse" }).click();
    const sent = (await started).postDataJSON() as { files: { name: string; caption?: string }[] };
    expect(sent.files).toEqual([expect.objectContaining({ name: 'quai.jpg', caption: CAPTION })]);

    await expect(page).toHaveURL(/\/conseiller-sst-analysis-results\?id=[\w-]+$/, { timeout: 90_000 });
    const engine = page.getByTestId('engine-statement');
    await expect(engine).toContainText('Réalisée par le moteur hors ligne');
    await expect(engine).toContainText('Il ne voit pas ce que montrent les photos');
    const card = page.getByTestId('risk-card').first();
    await openRiskDetails(card);
    await expect(card.getByTestId('confidence-badge')).toHaveText(/^Confiance : (élevée|moyenne|faible)/);
    await expect(card.getByTestId('confidence-badge')).toHaveAttribute('title', /^(Élevée|Moyenne|Faible) :/);
    await expect(card.getByTestId('risk-triggers')).toContainText('Mots qui ont soulevé ce risque');
    await expect(card.getByText('Légende du conseiller').first()).toBeVisible();
  });

  test('the sector cascade opens level by level and a change clears the levels below', async ({ page }) => {
    await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
    const main = page.getByLabel('Secteur principal');
    const sub = page.getByLabel('Sous-secteur');
    const activity = page.getByLabel('Activité spécifique');
    await expect(sub).toBeDisabled();
    await expect(activity).toBeDisabled();

    await main.selectOption({ index: 1 });
    await sub.selectOption({ index: 1 });
    await activity.selectOption({ index: 1 });
    await expect(activity).not.toHaveValue('');

    await main.selectOption({ index: 2 });
    await expect(sub).toHaveValue('');
    await expect(activity).toHaveValue('');
    await expect(activity).toBeDisabled();
  });

  test('an unaccepted file type is refused with a message and not added', async ({ page }) => {
    await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    await page.getByTestId('browse-input').setInputFiles({
      name: 'programme.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });

    await expect(page.getByTestId('rejected-files')).toContainText("« programme.exe » n'a pas été ajouté");
    await expect(page.getByTestId('selected-files')).toHaveCount(0);
  });

  test('a used-up quota shows the server message with the advice, and the form comes back', async ({
    page,
  }) => {
    await page.route('**/api/analyze-conseiller-sst', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'quotaExceeded',
          message: "QUOTA DÉPASSÉ : le quota d'analyses de votre forfait est atteint.",
          quotaExceeded: true,
          period: 'day',
          limit: 50,
        }),
      }),
    );
    await startWithNote(page);

    const alert = page.getByTestId('analysis-error');
    await expect(alert).toHaveAttribute('data-kind', 'quota');
    await expect(alert).toContainText("le quota d'analyses de votre forfait est atteint");
    await expect(alert).toContainText('Attendez demain : un nouveau quota de 50 requêtes');
    await expect(alert).toContainText('Utilisez des fichiers plus petits');
    await expect(page.getByRole('button', { name: "Lancer l'analyse" })).toBeEnabled();
  });

  test('a failed job shows its error message', async ({ page }) => {
    await page.route('**/api/analysis/*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: jobStatus({
          status: 'failed',
          step: 'failed',
          error: { code: 'analysisFailed', message: "L'analyse n'a pas pu être terminée." },
        }),
      }),
    );
    await startWithNote(page);

    const alert = page.getByTestId('analysis-error');
    await expect(alert).toHaveAttribute('data-kind', 'failed');
    await expect(alert).toContainText("L'analyse n'a pas pu être terminée.");
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
  });

  test('a job still running after 3 minutes is interrupted with the timeout advice', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/analysis/*', (route) =>
      route.fulfill({ contentType: 'application/json', body: jobStatus({ status: 'analyzing' }) }),
    );
    await startWithNote(page);
    await expect(page.getByTestId('analysis-step')).toContainText('Analyse des risques…');
    await expect(page.getByRole('progressbar', { name: "Progression de l'analyse" })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );

    await page.clock.fastForward('03:01');

    const alert = page.getByTestId('analysis-error');
    await expect(alert).toHaveAttribute('data-kind', 'timeout');
    await expect(alert).toContainText("TIMEOUT : L'analyse a pris plus de 3 minutes et a été interrompue");
    await expect(alert).toContainText('Utilisez moins de photos');
    await expect(alert).toContainText('Utilisez une connexion WiFi');
  });
});
