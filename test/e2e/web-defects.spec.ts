import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { LANGUAGES } from '#shared/languages';
import { APP_URL } from './playwright.config';
import { signInThroughForm, uniqueEmail, verifiedAdvisor } from './support/accounts';
import { analysisThroughApi } from './support/analyses';
import { violations } from './support/axe';

const NOTE = {
  name: 'inspection.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    'Le convoyeur de la ligne 2 fonctionne sans protecteur : points de pincement accessibles. ' +
      'Le panneau électrique du quai est ouvert, conducteurs accessibles.',
    'utf8',
  ),
};

/** Flag emoji are pairs of regional indicator symbols: boxes where no emoji font is installed. */
const FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Whether two boxes of the page share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The shown toast stays clear of the page's header (its language switcher) and of a sticky action bar. */
async function expectToastClear(page: Page) {
  const toast = await box(page.getByTestId('toast'));
  const header = await box(page.locator('header').first());
  expect(overlap(toast, header), 'toast over the header').toBe(false);
  const bar = page.getByTestId('report-actions');
  if ((await bar.count()) > 0 && (await bar.evaluate((node) => getComputedStyle(node).position)) === 'sticky')
    expect(overlap(toast, await box(bar)), 'toast over the action bar').toBe(false);
  expect(toast.y + toast.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe('web defects: toasts, flags, footer, foreign results links', () => {
  test.setTimeout(120_000);

  test('a toast never covers the header and its language switcher, nor the results action bar', async ({
    page,
  }) => {
    // A toast on a public page: a wrong password.
    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, 'not-the-password-1');
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectToastClear(page);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'FR', exact: true }).click();

    // A toast on the results screen, where phones have the report's action bar at the bottom.
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    const id = await analysisThroughApi(page.request, NOTE, 'Entrepôt — quai 2');
    await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
    await page.getByTestId('report-cover').locator('summary').click();
    await page.getByTestId('cover-clientName').fill('Transports Boréal inc.');
    await page.getByTestId('cover-save').click();
    await expect(page.getByTestId('toast')).toContainText('Enregistré');
    await expectToastClear(page);
  });

  test('risk cards show a summary line and open on demand: closed on a phone, open on a wide screen', async ({
    page,
    isMobile,
  }) => {
    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    const id = await analysisThroughApi(page.request, NOTE, 'Entrepôt — quai 2');
    await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
    const cards = page.getByTestId('risk-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const first = cards.first();
    // The summary: title, level, score and what the details hold, whatever the state.
    await expect(first.getByTestId('risk-title')).toBeVisible();
    await expect(first.getByTestId('risk-score')).toBeVisible();
    await expect(first.getByTestId('risk-summary-line')).toHaveText(
      /Mesures : \d+ · Constats : \d+ · Références : \d+/,
    );
    const toggle = first.getByTestId('risk-details-toggle');
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);

    if (!isMobile) {
      // A wide screen shows every card, and the recommendations, open.
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(first.getByTestId('risk-details')).toBeVisible();
      await expect(page.getByTestId('recommendations-toggle')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('recommendation').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      return;
    }
    // A phone shows every card closed to its summary, and the page is that much shorter.
    for (const toggleOf of await page.getByTestId('risk-details-toggle').all())
      await expect(toggleOf).toHaveAttribute('aria-expanded', 'false');
    await expect(first.getByTestId('risk-details')).toBeHidden();
    const closed = await height();
    // Opened from the keyboard: the details of that card only.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Masquer le détail');
    await expect(first.getByTestId('risk-details')).toBeVisible();
    await expect(cards.nth(1).getByTestId('risk-details')).toBeHidden();
    for (const toggleOf of await page.getByTestId('risk-details-toggle').all())
      if ((await toggleOf.getAttribute('aria-expanded')) === 'false') await toggleOf.click();
    // The recommendations of the kept risks, closed on a phone too.
    const recommendations = page.getByTestId('recommendations-toggle');
    await expect(recommendations).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('recommendation').first()).toBeHidden();
    await recommendations.click();
    await expect(page.getByTestId('recommendation').first()).toBeVisible();
    const open = await height();
    expect(closed, `closed ${closed} px, open ${open} px`).toBeLessThan(open * 0.5);
    expect(await violations(page)).toEqual([]);
    // Closed again by a second press.
    await toggle.click();
    await expect(first.getByTestId('risk-details')).toBeHidden();
  });

  test('languages are named, never shown as flag emoji, and sizes are in French units', async ({ page }) => {
    await page.goto('/international-sst');
    const options = page.getByTestId('language-select').locator('option');
    await expect(options).toHaveText(LANGUAGES.map((language) => language.nativeName));
    for (const text of await options.allTextContents()) expect(text).not.toMatch(FLAG);
    expect(await page.locator('body').innerText()).not.toMatch(FLAG);

    // The upload limit in the interface's units: "200 Mo", never "200 MB".
    const advisor = await verifiedAdvisor(page.request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    await expect(page.getByText(/200\s?Mo\b/)).toBeVisible();
    await expect(page.getByText(/\b(MB|KB|Bytes)\b/)).toHaveCount(0);
  });

  test('the Japanese footer is in Japanese', async ({ page }) => {
    await page.goto('/international-sst');
    await page.getByTestId('language-select').selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const footer = page.locator('footer');
    await expect(footer).toContainText('無断転載を禁じます');
    await expect(footer).toContainText('労働安全衛生法');
    // Latin letters only in brackets (a law's own name), the brand and acronyms.
    const text = (await footer.innerText()).replace(/[（(][^）)]*[）)]/g, '').replace(/RisqueVision/g, '');
    expect(text.match(/\b[A-Za-z]*[a-z][A-Za-z]*\b/g)).toBeNull();
  });

  test('a trial checkout reads as a trial: plan by name on the payment page, no payment said received', async ({
    page,
  }) => {
    await page.goto('/conseiller');
    await page.getByTestId('trial-email').fill(uniqueEmail('essai'));
    await page.getByRole('button', { name: "Commencer l'essai gratuit" }).click();
    await expect(page).toHaveURL(/\/local-checkout\/cs_local_/, { timeout: 10_000 });
    await expect(page.getByTestId('plan')).toHaveText('Conseiller SST Pro');
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(page).toHaveURL(/\/conseiller-sst\/setup\?session_id=/);
    await expect(
      page.getByText('Essai gratuit activé : rien n’a été prélevé.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Paiement reçu')).toHaveCount(0);
    await expect(page.getByTestId('first-charge')).toContainText(
      /Premier prélèvement le \d{1,2} \p{L}+ \d{4}/u,
    );
  });

  test('a signed-in adviser with an unknown or foreign results link lands on their history, told why; public pages show them signed in', async ({
    page,
    request,
  }) => {
    // Someone else's finished analysis.
    const owner = await verifiedAdvisor(request);
    const ownerApi = await playwrightRequest.newContext({ baseURL: APP_URL });
    await ownerApi.post('/api/login', { data: { email: owner.email, password: owner.password } });
    const theirs = await analysisThroughApi(ownerApi, NOTE);
    await ownerApi.dispose();

    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    for (const id of ['00000000-0000-4000-8000-000000000000', theirs]) {
      await page.goto(`/conseiller-sst-analysis-results?id=${id}`);
      await expect(page).toHaveURL(/\/conseiller-sst\/history$/);
      await expect(page.getByTestId('toast')).toContainText(
        'Cette analyse n’existe pas ou ne vous appartient pas.',
      );
      await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    }

    // The public pages offer the way back to the app, not a login.
    await page.goto('/conseiller-sst');
    await expect(page.getByTestId('site-open-app')).toHaveText('Mon espace');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await page.getByTestId('site-open-app').click();
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    // Once the session is gone, the server's answer brings the login button back.
    await page.context().clearCookies();
    await page.goto('/conseiller-sst');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByTestId('site-open-app')).toHaveCount(0);
  });
});
