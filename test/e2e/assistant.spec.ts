import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  latestMail,
  linkIn,
  signInThroughForm,
  uniqueEmail,
  verifiedAdvisor,
  verifiedSubscriber,
} from './support/accounts';
import { analysisThroughApi, signPhoto } from './support/analyses';
import { addToLibrary, notes, pageText, pdfOf, seedLibrary } from './support/assistant';
import { violations } from './support/axe';

/** Three regulatory PDFs: the lockout of the press on page 2 of the first, in English in the second. */
const INTRO = [
  "Programme de prevention de l'usine de Laval.",
  '',
  'Ce document presente les responsables et les comites.',
];
const PRESS_LOCKOUT = [
  'Cadenassage de la presse hydraulique P-12.',
  '',
  'Avant toute intervention dans la zone dangereuse de la presse, chaque travailleur',
  "appose son propre cadenas sur le sectionneur et verifie l'absence d'energie residuelle.",
];
const ENERGY_PROGRAM = [
  'Hazardous energy control program.',
  '',
  'Before servicing the press, each worker applies a personal lock to every',
  'energy-isolating device and verifies zero energy before starting work.',
];
const HOUSEKEEPING = [
  'Entretien general des locaux.',
  '',
  "Les planchers sont balayes chaque soir par l'equipe de nuit.",
];
const PAGES: Record<string, string[][]> = {
  'cadenassage-presse.pdf': [INTRO, PRESS_LOCKOUT],
  'energy-control-program.pdf': [ENERGY_PROGRAM],
  'entretien-general.pdf': [HOUSEKEEPING],
};

const LOCKOUT_QUESTION = "Quelles obligations s'appliquent au cadenassage de la presse ?";
const ABSENT_QUESTION = "Quelles mesures s'appliquent au bruit des compresseurs ?";

const panel = (page: Page) => page.getByTestId('answer-panel');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Asks a question and waits for its detailed answer. */
async function ask(page: Page, question: string) {
  await page.getByLabel('Question', { exact: true }).fill(question);
  const analyze = page.getByTestId('analyze-button');
  await analyze.click();
  await expect(analyze).toHaveText('Analyse en cours...');
  await expect(analyze).toBeDisabled();
  await expect(panel(page).getByTestId('answer-question')).toHaveText(question, { timeout: 120_000 });
  await expect(analyze).toHaveText('Analyser');
}

/** Every quoted passage of the answer shown: its words, and where the panel says they are. */
async function passagesOf(answer: Locator) {
  return answer.getByTestId('answer-passage').evaluateAll((nodes) =>
    nodes.map((node) => ({
      quote: node.querySelector('blockquote')?.textContent ?? '',
      location: node.querySelector('[data-testid="passage-location"]')?.textContent ?? '',
    })),
  );
}

test.describe('the workplace safety assistant', () => {
  test.setTimeout(300_000);

  test('an enterprise user adds references and a photo, gets an answer quoted from the right page, saves it and downloads its PDF', async ({
    page,
  }) => {
    const owner = await verifiedSubscriber(page.request, 'pack_entreprise_5');
    await signInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/perplexity');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Assistant en sécurité du travail' }),
    ).toBeVisible();
    await expect(page.getByTestId('document-count')).toHaveText('Documents : 0 sur 50');
    await expect(page.getByTestId('document-counter')).toHaveAttribute('data-level', 'normal');
    // History first, the only tab shown; Analyze waits for a question.
    await expect(tab(page, 'Historique')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(page.getByTestId('history-list-empty')).toBeVisible();
    await expect(page.getByTestId('analyze-button')).toBeDisabled();
    await expect(page.getByTestId('question-hint')).toHaveText('Veuillez poser une question');
    await expect(page.getByTestId('province-select')).toHaveValue('QC');
    expect(await violations(page)).toEqual([]);

    // Three regulatory PDFs through the PDF tile: read, then all ticked for the questions.
    await tab(page, 'Références réglementaires').click();
    await page
      .getByTestId('reference-pdf-input')
      .setInputFiles(await Promise.all(Object.entries(PAGES).map(([name, pages]) => pdfOf(name, pages))));
    await expect(page.getByTestId('toast')).toContainText('Fichiers ajoutés : 3');
    const references = page.getByTestId('reference-list').getByTestId('library-item');
    await expect(references).toHaveCount(3);
    await expect(references.getByTestId('item-status')).toHaveText(['Prêt', 'Prêt', 'Prêt'], {
      timeout: 60_000,
    });
    for (const checkbox of await references.getByTestId('item-checkbox').all())
      await expect(checkbox).toBeChecked();
    await expect(page.getByTestId('selected-references')).toHaveText('3');
    await expect(page.getByTestId('document-count')).toHaveText('Documents : 3 sur 50');
    expect(await violations(page)).toEqual([]);
    // A reference downloads under its own name, through the short-lived storage link.
    const reference = page.waitForEvent('download');
    await references.filter({ hasText: 'cadenassage-presse.pdf' }).getByTestId('item-download').click();
    expect((await reference).suggestedFilename()).toBe('cadenassage-presse.pdf');

    // A workplace photo for this question: attached, and one file taken off again.
    await page
      .getByTestId('question-files-input')
      .setInputFiles([
        await signPhoto('presse-atelier.jpg', ['PRESSE P-12', 'ZONE DANGEREUSE']),
        { name: 'brouillon.txt', mimeType: 'text/plain', buffer: Buffer.from('Brouillon', 'utf8') },
      ]);
    await expect(page.getByTestId('new-file')).toHaveCount(2);
    await page.getByRole('button', { name: 'Retirer brouillon.txt' }).click();
    await expect(page.getByTestId('new-file')).toHaveText([/presse-atelier\.jpg/]);

    // The lockout question, in French: answered from the page that holds it.
    await ask(page, LOCKOUT_QUESTION);
    const answer = panel(page);
    await expect(answer.getByTestId('answer-not-found')).toHaveCount(0);
    await expect(answer.getByTestId('answer-province')).toHaveText('Québec');
    await expect(answer.getByTestId('answer-files')).toContainText('cadenassage-presse.pdf');
    await expect(page.getByTestId('new-file')).toHaveCount(0);
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue('');
    const passages = await passagesOf(answer);
    const pressPage = passages.find((passage) => passage.location === 'cadenassage-presse.pdf, page 2');
    expect(pressPage?.quote).toContain('cadenas');
    // Every quote from a reference is word for word on the page it names.
    const cited = passages.filter((passage) => /^[\w-]+\.pdf, page \d+$/.test(passage.location));
    expect(cited.length).toBeGreaterThan(0);
    for (const { quote, location } of cited) {
      const [file, pageNumber] = location.split(', page ');
      expect(pageText(PAGES[file!]![Number(pageNumber) - 1]!), location).toContain(quote);
    }
    expect(passages.some((passage) => passage.location.startsWith('entretien-general.pdf'))).toBe(false);
    // The provisions of Quebec, numbered, each with its status.
    await expect(answer.getByTestId('recommendation').first()).toBeVisible();
    await expect(answer.getByTestId('analysis-summary-line')).toContainText('Zone d’analyse : Québec');
    expect(await violations(page)).toEqual([]);

    // Saved to the Analysis Reports, then downloaded as a PDF from there.
    await answer.getByTestId('answer-save').click();
    await expect(page.getByTestId('toast')).toContainText('Analyse enregistrée dans les rapports d’analyse');
    await expect(answer.getByTestId('answer-saved')).toHaveText('Enregistré dans les rapports d’analyse');
    await tab(page, 'Rapports d’analyse').click();
    const saved = page.getByTestId('saved-answer');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(LOCKOUT_QUESTION);
    // The Import PDF modal takes PDF reports only (the others are refused, and said so).
    await page.getByTestId('import-pdf').click();
    const importing = page.getByTestId('import-pdf-dialog');
    await importing
      .getByLabel('Rapport PDF')
      .setInputFiles([
        await pdfOf('rapport-inspection.pdf', [INTRO]),
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notes', 'utf8') },
      ]);
    await importing.getByLabel('Description (facultative)').fill('Inspection de janvier');
    await importing.getByRole('button', { name: 'Importer' }).click();
    await expect(importing).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Fichiers ajoutés : 1');
    const imported = page.getByTestId('report-list').getByTestId('library-item');
    await expect(imported).toHaveCount(1);
    await expect(imported).toContainText('rapport-inspection.pdf');
    await expect(imported).toContainText('PDF importé');
    await expect(imported).toContainText('Inspection de janvier');
    await tab(page, 'Historique').click();
    await expect(page.getByTestId('history-list-empty')).toBeVisible();

    await answer.getByTestId('answer-pdf-menu').click();
    const download = page.waitForEvent('download');
    await answer.getByTestId('answer-pdf-download').click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^Réponse de l’assistant SST – .+\.pdf$/u);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The text export: built in the browser, the question and its quoted source in it.
    const text = page.waitForEvent('download');
    await answer.getByTestId('answer-text').click();
    const exported = await readFile((await (await text).path())!, 'utf8');
    expect(exported).toContain(LOCKOUT_QUESTION);
    expect(exported).toContain('(cadenassage-presse.pdf, page 2)');

    // A question the documents do not answer: it says so, and quotes nothing.
    await ask(page, ABSENT_QUESTION);
    await expect(answer.getByTestId('answer-not-found')).toHaveText(
      'Les documents sélectionnés ne contiennent pas la réponse à cette question.',
    );
    await expect(answer.getByTestId('answer-passage')).toHaveCount(0);
    await expect(page.getByTestId('history-list').getByTestId('history-entry')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  });

  test("the dashboard's choice arrives in the purple box, is asked over with its risks quoted, and Home asks before clearing the space", async ({
    page,
  }) => {
    const owner = await verifiedSubscriber(page.request, 'pack_entreprise_5');
    await signInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const note = {
      name: 'presses.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Presse hydraulique sans cadenassage : les mecaniciens interviennent sans cadenas sur le sectionneur.',
        'utf8',
      ),
    };
    await analysisThroughApi(page.request, note, 'Atelier des presses', { endpoint: '/api/analyze-risks' });

    // Ticked on the dashboard and handed over: shown once in the assistant, with a question naming it.
    await page.reload();
    await page.getByTestId('report-select').check();
    await page.getByRole('button', { name: 'Utiliser pour l’analyse' }).click();
    await expect(page).toHaveURL(/\/perplexity$/);
    const box = page.getByTestId('preloaded-context');
    await expect(box).toContainText('Analyses enregistrées : 1 · Fichiers importés : 0');
    await expect(box.getByRole('listitem')).toHaveText(['Atelier des presses']);
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue(
      /analyses enregistrées : 1; fichiers importés : 0/,
    );
    expect(await page.evaluate(() => localStorage.getItem('dashboard_preloaded_context'))).toBeNull();
    expect(await violations(page)).toEqual([]);

    // Asked over the analysis alone (nothing ticked in the tabs): its risk is quoted by its id.
    await ask(page, LOCKOUT_QUESTION);
    const locations = (await passagesOf(panel(page))).map((passage) => passage.location);
    expect(locations.some((location) => /^Atelier des presses, risque SST_\d{3}$/.test(location))).toBe(true);

    // Home: Keep leaves everything and goes to the dashboard; the choice was used once.
    await page.getByTestId('assistant-home').click();
    const dialog = page.getByTestId('assistant-home-dialog');
    await expect(dialog).toContainText('Vider l’espace de l’assistant ?');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Conserver' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/perplexity');
    await expect(page.getByTestId('preloaded-context')).toHaveCount(0);
    await expect(page.getByTestId('history-list').getByTestId('history-entry')).toHaveCount(1);

    // OK deletes every item one by one, says how many, and goes to the dashboard.
    await page.getByTestId('assistant-home').click();
    await dialog.getByRole('button', { name: 'OK, tout supprimer' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('toast')).toContainText(
      'Nettoyage terminé avec succès ! 1 élément(s) supprimé(s) de toutes les sections.',
    );
    await page.goto('/perplexity');
    await expect(page.getByTestId('history-list-empty')).toBeVisible();
    await expect(page.getByTestId('document-count')).toHaveText('Documents : 0 sur 50');
  });

  test('a full library refuses the 51st document with the limit toast, and the file picker is emptied', async ({
    page,
  }) => {
    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    await seedLibrary(page.request, 50);

    // The server keeps the limit itself: one more is refused, with its numbers.
    const refused = await addToLibrary(page.request, notes(1, 51));
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'libraryFull', limit: 50, count: 50, adding: 1 });

    // The same screen answers at its second address.
    await page.goto('/gemini');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assistant en sécurité du travail' }),
    ).toBeVisible();
    await expect(page.getByTestId('document-count')).toHaveText('Documents : 50 sur 50');
    await expect(page.getByTestId('document-counter')).toHaveAttribute('data-level', 'full');
    await expect(page.getByTestId('document-counter-state')).toHaveText(
      'Limite atteinte. Supprimez des documents pour en ajouter de nouveaux.',
    );

    await tab(page, 'Références réglementaires').click();
    const input = page.getByTestId('reference-pdf-input');
    await input.setInputFiles(await pdfOf('de-trop.pdf', [PRESS_LOCKOUT]));
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText('Limite de documents atteinte');
    await expect(toast).toContainText(
      'Impossible d’ajouter 1 fichier(s). Limite : 50/50 documents. Supprimez des documents pour en ajouter de nouveaux.',
    );
    expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);
    await expect(page.getByTestId('reference-list-empty')).toBeVisible();
    await expect(page.getByTestId('document-count')).toHaveText('Documents : 50 sur 50');
    // Checked once the toast has gone (axe would measure its colours mid-animation).
    await toast.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(toast).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    // Another interface language: the screen and its province default follow it.
    await page.getByTestId('language-select').selectOption('ja');
    await expect(page.getByRole('heading', { level: 1, name: '職場安全アシスタント' })).toBeVisible();
    await expect(page.getByTestId('document-counter-state')).toHaveText(
      '上限に達しました。新しい文書を追加するには文書を削除してください。',
    );
    await expect(page.getByTestId('province-select')).toHaveValue('ON');
    await expect(page.getByTestId('analyze-button')).toHaveText('分析');
  });

  test("without a session the login page comes first; a team's visitor is told the assistant is for the team's members", async ({
    page,
    browser,
  }) => {
    await page.goto('/perplexity');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fperplexity$/);

    // The owner issues a visitor code; the visitor opens a session with it.
    const owner = await verifiedSubscriber(page.request, 'pack_entreprise_5');
    const login = await page.request.post('/api/login', {
      data: { email: owner.email, password: owner.password },
    });
    expect(login.ok()).toBe(true);
    const visitorEmail = uniqueEmail('visiteur');
    const issued = await page.request.post('/api/team/visitor-codes', {
      data: { email: visitorEmail, days: 3 },
    });
    expect(issued.ok()).toBe(true);
    const link = linkIn(await latestMail(page.request, visitorEmail), '/visitor-access');
    const code = new URL(`http://x${link}`).searchParams.get('code')!;
    const context = await browser.newContext({ locale: 'fr-CA' });
    const visitor = await context.newPage();
    const validated = await visitor.request.post('/api/visitor/validate', {
      data: { name: 'Paul Roy', email: visitorEmail, code },
    });
    expect(validated.ok()).toBe(true);

    await visitor.goto('/perplexity');
    const reserved = visitor.getByTestId('assistant-reserved');
    await expect(reserved).toContainText('Assistant réservé aux membres de l’équipe');
    await expect(reserved.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(visitor.getByTestId('question-input')).toHaveCount(0);
    expect(await violations(visitor)).toEqual([]);
    // The server refuses the space to the visitor's session too.
    expect((await visitor.request.get('/api/imported-files')).status()).toBe(403);
    await context.close();
  });
});
