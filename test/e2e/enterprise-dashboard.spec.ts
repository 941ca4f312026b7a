import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm, verifiedAdvisor, verifiedSubscriber } from './support/accounts';
import { analysisThroughApi } from './support/analyses';
import { violations } from './support/axe';
import { dayFromToday } from './support/workbench';

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
const OFFICE = note('bureau.txt', 'Poste de travail informatique : écran trop bas, chaise non réglable.');
const ENTERPRISE = { endpoint: '/api/analyze-risks' } as const;

/** The French names of the levels, as the dashboard shows them. */
const LEVEL_NAMES = { critical: 'Critique', high: 'Élevé', medium: 'Modéré', low: 'Faible' } as const;

interface ListedReport {
  id: string;
  highestLevel: keyof typeof LEVEL_NAMES | null;
  author: { id: string; name: string; email: string } | null;
  canDelete: boolean;
}

const items = (page: Page) => page.getByTestId('report-item');
const item = (page: Page, area: string) => items(page).filter({ hasText: area });
const shownIds = (page: Page) =>
  items(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-analysis-id')));

test.describe('enterprise dashboard and the app navigation', () => {
  test.setTimeout(180_000);

  test("an owner sees the team's reports with their author, filters them, deletes one and hands two to the assistant", async ({
    page,
  }) => {
    const owner = await verifiedSubscriber(page.request, 'pack_entreprise_5');
    await signInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // No report yet: the tools and a first analysis are offered.
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord entreprise' })).toBeVisible();
    await expect(page.getByTestId('reports-empty')).toContainText('Aucun rapport pour l’instant');
    await expect(page.getByTestId('dashboard-new-analysis')).toHaveAttribute('href', '/risk-analysis');
    await expect(page.getByTestId('dashboard-assistant')).toHaveAttribute('href', '/perplexity');
    await expect(page.getByTestId('selection-bar')).toHaveCount(0);

    const welding = await analysisThroughApi(page.request, WELDING, 'Atelier de soudure', ENTERPRISE);
    const dock = await analysisThroughApi(page.request, DOCK, 'Entrepôt — quai 3', {
      ...ENTERPRISE,
      jurisdiction: 'ON',
    });
    const office = await analysisThroughApi(page.request, OFFICE, 'Bureau administratif', ENTERPRISE);
    const listed = ((await (await page.request.get('/api/analyses')).json()) as { analyses: ListedReport[] })
      .analyses;
    expect(listed.map((report) => report.id)).toEqual([office, dock, welding]);
    const author = listed[0]!.author;
    expect(author).not.toBeNull();

    await page.reload();
    await expect(items(page)).toHaveCount(3);
    // Newest first, each with its author, jurisdiction and highest level.
    expect(await shownIds(page)).toEqual([office, dock, welding]);
    await expect(page.getByTestId('reports-count')).toHaveText('Rapports affichés : 3');
    // This month's use of the pack: each note is one metered page, the owner holds one of five seats.
    await expect(page.getByTestId('usage-pages')).toHaveText(/^3 sur 5\s?000$/u);
    await expect(page.getByTestId('usage-analyses')).toHaveText('3');
    await expect(page.getByTestId('usage-seats')).toHaveText('1 sur 5');
    await expect(page.getByTestId('usage-warning')).toHaveCount(0);
    for (const report of listed) {
      const card = items(page).and(page.locator(`[data-analysis-id="${report.id}"]`));
      await expect(card.getByTestId('report-author')).toHaveText(report.author!.name || report.author!.email);
      await expect(card.getByTestId('report-level')).toHaveText(
        report.highestLevel ? LEVEL_NAMES[report.highestLevel] : '—',
      );
      await expect(card.getByTestId('report-delete')).toHaveCount(report.canDelete ? 1 : 0);
    }
    await expect(item(page, 'Entrepôt — quai 3').getByTestId('report-jurisdiction')).toHaveText('Ontario');
    await expect(item(page, 'Atelier de soudure').getByTestId('report-jurisdiction')).toHaveText('Québec');
    expect(await violations(page)).toEqual([]);

    // By words: the list follows after a pause, and the search is kept in the address.
    await page.getByTestId('reports-filter-text').fill('soudure');
    await expect(page).toHaveURL(/[?&]q=soudure/);
    await expect(items(page)).toHaveCount(1);
    expect(await shownIds(page)).toEqual([welding]);
    await page.reload();
    await expect(page.getByTestId('reports-filter-text')).toHaveValue('soudure');
    await expect(items(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(items(page)).toHaveCount(3);

    // By jurisdiction.
    await page.getByTestId('reports-filter-jurisdiction').selectOption('ON');
    await expect(page).toHaveURL(/[?&]jurisdiction=ON/);
    await expect(items(page)).toHaveCount(1);
    expect(await shownIds(page)).toEqual([dock]);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(items(page)).toHaveCount(3);

    // By highest level: exactly the reports the server puts at that level.
    const level = listed.find((report) => report.highestLevel)!.highestLevel!;
    const atLevel = listed.filter((report) => report.highestLevel === level).map((report) => report.id);
    await page.getByTestId('reports-filter-level').selectOption(level);
    await expect(page).toHaveURL(new RegExp(`[?&]level=${level}`));
    await expect(items(page)).toHaveCount(atLevel.length);
    expect(await shownIds(page)).toEqual(atLevel);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();

    // By author: the owner made all three.
    await page.getByTestId('reports-filter-author').selectOption(author!.id);
    await expect(page).toHaveURL(new RegExp(`[?&]author=${author!.id}`));
    await expect(items(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();

    // By dates: none made before today, all of them from today on.
    await page.getByTestId('reports-filter-to').fill(dayFromToday(-1));
    await expect(page.getByTestId('reports-empty')).toContainText('Aucun rapport ne correspond');
    await page.getByTestId('reports-filter-to').fill('');
    await page.getByTestId('reports-filter-from').fill(dayFromToday(0));
    await expect(page).toHaveURL(new RegExp(`[?&]from=${dayFromToday(0)}`));
    await expect(items(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();

    // Open: the work area leads to the enterprise results page.
    await item(page, 'Entrepôt — quai 3').getByTestId('report-open').click();
    await expect(page).toHaveURL(new RegExp(`/risk-analysis-results\\?id=${dock}$`));
    await expect(page.getByTestId('risk-card').first()).toBeVisible();
    await page.goBack();
    await expect(items(page)).toHaveCount(3);

    // The PDF of the kept risks, under the server's name.
    const download = page.waitForEvent('download');
    await item(page, 'Atelier de soudure').getByTestId('report-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // Delete asks first (Cancel keeps it), then removes it for good.
    await item(page, 'Bureau administratif').getByTestId('report-delete').click();
    const dialog = page.getByTestId('confirm-delete-analysis');
    await expect(dialog).toContainText('Bureau administratif');
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(items(page)).toHaveCount(3);
    await item(page, 'Bureau administratif').getByTestId('report-delete').click();
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('a été supprimée');
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord entreprise' })).toBeFocused();
    expect((await page.request.get(`/api/analysis/${office}`)).status()).toBe(404);

    // Two ticked, then handed to the assistant: their ids and the time go into local storage.
    await item(page, 'Entrepôt — quai 3')
      .getByRole('checkbox', { name: 'Sélectionner « Entrepôt — quai 3 »' })
      .check();
    await item(page, 'Atelier de soudure').getByTestId('report-select').check();
    const bar = page.getByTestId('selection-bar');
    await expect(bar.getByTestId('selection-count')).toHaveText('Rapports sélectionnés : 2');
    await bar.getByRole('button', { name: 'Annuler' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.getByTestId('report-select').first()).not.toBeChecked();
    await item(page, 'Entrepôt — quai 3').getByTestId('report-select').check();
    await item(page, 'Atelier de soudure').getByTestId('report-select').check();
    expect(await violations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Utiliser pour l’analyse' }).click();
    await expect(page).toHaveURL(/\/perplexity$/);
    // The assistant takes the choice once: its purple box names the two reports, storage is emptied.
    const box = page.getByTestId('preloaded-context');
    await expect(box).toContainText('Analyses enregistrées : 2 · Fichiers importés : 0');
    await expect(box.getByRole('listitem')).toHaveText(['Entrepôt — quai 3', 'Atelier de soudure']);
    expect(await page.evaluate(() => localStorage.getItem('dashboard_preloaded_context'))).toBeNull();
  });

  test('without a session the dashboard says so and offers to log in; an adviser goes to their own app', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const panel = page.getByTestId('dashboard-unauthorized');
    await expect(panel).toContainText('Accès non autorisé');
    await expect(panel.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard',
    );
    expect(await violations(page)).toEqual([]);

    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
  });

  test('the enterprise menu is a sidebar on a computer and, on a 390 px phone, a drawer that takes the focus and closes with Escape', async ({
    page,
  }) => {
    const owner = await verifiedSubscriber(page.request, 'pack_entreprise_10');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // A computer: the sidebar, a labelled landmark, the current page marked.
    const nav = page.getByRole('navigation', { name: 'Espace entreprise' });
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('app-nav-toggle')).toBeHidden();
    await expect(nav.getByRole('link')).toHaveText([
      'Accueil',
      'Tableau de bord',
      'Analyse de risques',
      'Assistant IA',
      'Gestion de l’équipe',
      'Profil',
    ]);
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('Tableau de bord');
    await expect(nav.getByRole('link', { name: 'Gestion de l’équipe' })).toHaveAttribute(
      'href',
      '/team-management',
    );

    // A phone: the menu is behind its button.
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    // The focus is in the drawer, on the current page, and moves through its links.
    await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Analyse de risques' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A link followed leads there and closes the drawer.
    await toggle.click();
    await nav.getByRole('link', { name: 'Analyse de risques' }).click();
    await expect(page).toHaveURL(/\/risk-analysis$/);
    await expect(nav).toBeHidden();
    await expect(page.getByTestId('enterprise-badge')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
