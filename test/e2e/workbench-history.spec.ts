import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { encodeImage } from '../fixtures/extraction/builders';
import { extractPdfPages, pageImageCount, pageLines } from '../support/pdf-text';
import { signInThroughForm, verifiedAdvisor } from './support/accounts';
import { analysisThroughApi } from './support/analyses';
import { violations } from './support/axe';
import { createAction, dayFromToday, risksOf, setClient } from './support/workbench';

/** An inspection note the offline analyzer finds risks in. */
const note = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
});
const WELDING = note(
  'soudure.txt',
  'Poste de soudage sans extraction des fumées. Bouteilles de gaz non arrimées.',
);
const DOCK = note(
  'quai.txt',
  'Chariot élévateur dans l’allée piétonne. Quai de chargement sans butoir de roue.',
);

/** On a phone the app's links sit behind the Menu button. */
async function followNav(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByTestId('app-nav-toggle').click();
  await page.getByTestId('app-nav').getByRole('link', { name, exact: true }).click();
}

const items = (page: Page) => page.getByTestId('history-item');
const item = (page: Page, area: string) => items(page).filter({ hasText: area });

test.describe('adviser workbench: history, action plan, report identity', () => {
  test.setTimeout(150_000);

  test('the history lists finished analyses, reopens one, searches them and deletes one after confirmation', async ({
    page,
    request,
    isMobile,
  }) => {
    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();

    // No analysis yet: the history offers a first one.
    await followNav(page, isMobile, 'Historique');
    await expect(page).toHaveURL(/\/conseiller-sst\/history$/);
    await expect(page.getByTestId('history-empty')).toContainText('Aucune analyse pour l’instant');
    await expect(page.getByTestId('history-first-analysis')).toHaveAttribute('href', '/conseiller-sst/app');
    await expect(page.getByTestId('app-nav').locator('a[aria-current="page"]')).toHaveText('Historique');

    const welding = await analysisThroughApi(page.request, WELDING, 'Atelier de soudure');
    const dock = await analysisThroughApi(page.request, DOCK, 'Entrepôt — quai 3');
    await setClient(page.request, dock, 'Transports Boréal');

    await page.reload();
    await expect(items(page)).toHaveCount(2);
    // Newest first, each with its facts; dates in the interface language.
    await expect(items(page).first()).toHaveAttribute('data-analysis-id', dock);
    const dockItem = item(page, 'Entrepôt — quai 3');
    await expect(dockItem.getByTestId('history-client')).toHaveText('Transports Boréal');
    await expect(dockItem.getByTestId('history-status')).toHaveText('Terminée');
    await expect(dockItem.getByTestId('history-jurisdiction')).toHaveText('Québec');
    await expect(dockItem.getByTestId('history-open-actions')).toHaveText('0');
    await expect(dockItem.getByTestId('history-kept-risks')).toHaveText(/^[1-9]\d*$/);
    const today = new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date());
    await expect(dockItem.getByTestId('history-date')).toContainText(today);
    await expect(item(page, 'Atelier de soudure').getByTestId('history-client')).toHaveText('—');
    expect(await violations(page)).toEqual([]);

    // Search by words: the list follows after a pause, and the search is kept in the address.
    await page.getByTestId('history-filter-text').fill('soudure');
    await expect(page).toHaveURL(/[?&]q=soudure/);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAttribute('data-analysis-id', welding);
    await page.reload();
    await expect(page.getByTestId('history-filter-text')).toHaveValue('soudure');
    await expect(items(page)).toHaveCount(1);

    // By client, and by dates: none before today's.
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(items(page)).toHaveCount(2);
    await page.getByTestId('history-filter-client').fill('boréal');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAttribute('data-analysis-id', dock);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByTestId('history-filter-to').fill(dayFromToday(-1));
    await expect(page.getByTestId('history-empty')).toContainText('Aucune analyse ne correspond');
    await page.getByTestId('history-empty').getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(items(page)).toHaveCount(2);

    // Reopen: the work area leads to the edition's results page.
    await item(page, 'Atelier de soudure').getByTestId('history-open').click();
    await expect(page).toHaveURL(new RegExp(`/conseiller-sst-analysis-results\\?id=${welding}$`));
    await expect(page.getByTestId('risk-card').first()).toBeVisible();
    await page.goBack();
    await expect(items(page)).toHaveCount(2);

    // Delete asks first (Cancel keeps it, and has the focus), then removes it for good.
    await item(page, 'Atelier de soudure').getByTestId('history-delete').click();
    const dialog = page.getByTestId('confirm-delete-analysis');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Atelier de soudure');
    await expect(dialog).toContainText('ne peut pas être annulée');
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(items(page)).toHaveCount(2);

    await item(page, 'Atelier de soudure').getByTestId('history-delete').click();
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('a été supprimée');
    await expect(items(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Historique des analyses' })).toBeFocused();
    await page.reload();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAttribute('data-analysis-id', dock);
    expect((await page.request.get(`/api/analysis/${welding}`)).status()).toBe(404);
  });

  test('the action plan lists open actions by due date, marks the overdue one and changes a status in place', async ({
    page,
    request,
    isMobile,
  }) => {
    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    const analysisId = await analysisThroughApi(page.request, DOCK, 'Entrepôt — quai 3');
    const [risk] = await risksOf(page.request, analysisId);
    // Created out of order: the overview sorts them.
    await createAction(page.request, analysisId, {
      riskId: risk!.riskId,
      title: 'Former les caristes',
      dueDate: dayFromToday(60),
    });
    await createAction(page.request, analysisId, {
      riskId: risk!.riskId,
      title: 'Installer des butoirs de roue',
      ownerName: 'Marc Gagnon',
      dueDate: dayFromToday(-5),
    });
    await createAction(page.request, analysisId, {
      riskId: risk!.riskId,
      title: 'Tracer l’allée piétonne',
      dueDate: dayFromToday(3),
    });

    await followNav(page, isMobile, 'Plan d’action');
    await expect(page).toHaveURL(/\/conseiller-sst\/actions$/);
    const actions = page.getByTestId('action-item');
    await expect(actions).toHaveCount(3);
    await expect(actions.getByRole('heading', { level: 2 })).toHaveText([
      'Installer des butoirs de roue',
      'Tracer l’allée piétonne',
      'Former les caristes',
    ]);
    // Overdue in words (not colour alone), only on the late one.
    const late = actions.first();
    await expect(late).toHaveAttribute('data-overdue', 'true');
    await expect(late.getByTestId('action-overdue')).toHaveText('En retard');
    await expect(page.getByTestId('action-overdue')).toHaveCount(1);
    await expect(late.getByTestId('action-owner')).toHaveText('Marc Gagnon');
    await expect(late.getByTestId('action-risk')).toHaveText(risk!.title);
    await expect(late.getByTestId('action-due')).toContainText('il y a 5 jours');
    await expect(page.getByTestId('action-count-overdue')).toHaveText('1');
    await expect(page.getByTestId('action-count-dueSoon')).toHaveText('1');
    // The default delays by level.
    const legend = page.getByTestId('due-delay-legend');
    await expect(legend).toContainText('Critique');
    await expect(legend).toContainText('7 jours');
    await expect(legend).toContainText('180 jours');
    expect(await violations(page)).toEqual([]);

    // A refused change goes back to what it was.
    await page.route('**/api/actions/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internalError"}' })
        : route.fallback(),
    );
    await late.getByTestId('action-status').selectOption('in_progress');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(late.getByTestId('action-status')).toHaveValue('open');
    await page.unroute('**/api/actions/*');

    // Done: no longer overdue at once, saved on the server.
    await late.getByTestId('action-status').selectOption('done');
    await expect(late.getByTestId('action-overdue')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Terminée');
    await page.reload();
    await expect(actions).toHaveCount(2);
    await page.getByTestId('actions-show-all').check();
    await expect(page).toHaveURL(/[?&]status=all/);
    await expect(actions).toHaveCount(3);
    await expect(actions.first().getByTestId('action-status')).toHaveValue('done');

    // Each action leads to its analysis.
    await actions.first().getByTestId('action-analysis').click();
    await expect(page).toHaveURL(new RegExp(`/conseiller-sst-analysis-results\\?id=${analysisId}$`));
  });

  test('the profile keeps the report identity: name, credentials and a logo, and the PDF cover shows them', async ({
    page,
    request,
  }) => {
    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();

    await page.getByTestId('profile-button').click();
    const panel = page.getByTestId('profile-dialog').getByTestId('report-profile');
    await expect(panel.getByTestId('report-identity-empty')).toBeVisible();
    await panel.getByTestId('report-profile-edit').click();
    await panel.getByLabel('Nom du conseiller').fill('Julie Tremblay');
    await panel.getByLabel('Titre', { exact: true }).fill('Conseillère en prévention');
    await panel.getByLabel('Titres professionnels et désignations').fill('CRHA');

    // A file that is not a PNG or a JPEG is refused before any upload.
    await panel.getByTestId('logo-input').setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(panel.getByTestId('logo-error')).toContainText('PNG ou JPEG');
    await expect(panel.getByTestId('logo-preview')).toHaveCount(0);

    const pixels = new Uint8ClampedArray(96 * 32 * 4).map((_, i) =>
      i % 4 === 3 ? 255 : i % 4 === 2 ? 160 : 40,
    );
    await panel.getByTestId('logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await encodeImage({ width: 96, height: 32, data: pixels }, 'png')),
    });
    await expect(panel.getByTestId('logo-error')).toHaveCount(0);
    await expect(panel.getByTestId('logo-preview')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await panel.getByTestId('report-profile-save').click();
    await expect(page.getByTestId('toast')).toContainText('Identité des rapports enregistrée.');
    await expect(panel.getByTestId('report-identity')).toContainText('Julie Tremblay, CRHA');
    await expect(panel.getByTestId('report-identity')).toContainText('Conseillère en prévention');
    await expect(panel.getByTestId('report-profile-edit')).toBeFocused();
    // The stored logo is served back and shown.
    const logo = panel.getByTestId('report-identity-logo');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    expect(await violations(page)).toEqual([]);

    const saved = await (await page.request.get('/api/profile/report')).json();
    expect(saved).toMatchObject({ adviserName: 'Julie Tremblay', credentials: 'CRHA' });
    expect(saved.logoUrl).toEqual(expect.any(String));

    // An analysis's cover: the client and visit date entered on it, the identity from the profile.
    const id = await analysisThroughApi(page.request, DOCK, 'Entrepôt — quai 3');
    await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
    await expect(page.getByTestId('risk-card').first()).toBeVisible();
    await page.getByTestId('report-cover').locator('summary').click();
    await page.getByTestId('cover-clientName').fill('Transports Boréal inc.');
    await page.getByTestId('cover-clientAddress').fill('1200, rue du Port, Québec');
    await page.getByTestId('cover-visitDate').fill('2026-11-20');
    await page.getByTestId('cover-save').click();
    await expect
      .poll(async () => (await (await page.request.get(`/api/analysis/${id}`)).json()).workbench.report)
      .toMatchObject({ clientName: 'Transports Boréal inc.', visitDate: '2026-11-20' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-pdf').click(),
    ]);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    const cover = pageLines((await extractPdfPages(pdf))[0]!);
    expect(cover).toContain("Rapport d'analyse des risques");
    expect(cover).toContainEqual(expect.stringMatching(/^Client\s*:\s*Transports Boréal inc\.$/));
    expect(cover).toContainEqual(expect.stringMatching(/^Adresse\s*:\s*1200, rue du Port, Québec$/));
    // The visit date as the adviser entered it, in the report's words (not the analysis date).
    expect(cover).toContainEqual(expect.stringMatching(/^Date de la visite\s*:\s*20 novembre 2026$/));
    expect(cover).toContainEqual(
      expect.stringMatching(/^Préparé par\s*:\s*Julie Tremblay, CRHA — Conseillère en prévention$/),
    );
    // The logo is the one image the cover paints.
    expect(await pageImageCount(pdf, 1)).toBe(1);
  });

  test('the international edition has the same screens, in its own paths and the interface language', async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.request.post('/api/login', {
      data: { email: 'international@demo.local', password: 'demo-password-1' },
    });
    await page.goto('/international-sst/app');
    await followNav(page, isMobile, 'History');
    await expect(page).toHaveURL(/\/international-sst\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis history' })).toBeVisible();
    await expect(page.getByTestId('history-loading')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    await followNav(page, isMobile, 'Action plan');
    await expect(page).toHaveURL(/\/international-sst\/actions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action plan' })).toBeVisible();
    await expect(page.getByTestId('due-delay-legend')).toContainText('180 days');
    await expect(page.getByTestId('actions-loading')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});
