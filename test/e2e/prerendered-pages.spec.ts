import { expect, test, type Page } from '@playwright/test';
import analysis from '#shared/i18n/analysis/fr';
import checkout from '#shared/i18n/checkout/fr';
import marketing from '#shared/i18n/marketing/fr';
import englishMarketing from '#shared/i18n/marketing/en';
import { signInThroughForm } from './support/accounts';

const ADVISOR = { email: 'conseiller@demo.local', password: 'demo-password-1' };

/*
 * The public pages are rendered to HTML at build (scripts/prerender-web.ts): their text is there
 * before any script runs, and the app then hydrates them in place.
 */

const PRERENDERED = [
  { path: '/', title: marketing.home.title },
  { path: '/conseiller', title: marketing.conseiller.title },
] as const;

/** Errors the page reports: a hydration mismatch shows up here. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('prerendered public pages', () => {
  test('the landing page shows its main text with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketing.home.title);
      await expect(page.getByText(marketing.home.body)).toBeVisible();
      // Until the app hydrates, the language switch is off: a choice made then would be undone.
      await expect(page.getByRole('button', { name: 'EN', exact: true })).toBeDisabled();
    } finally {
      await context.close();
    }
  });

  test('each prerendered page carries its title in the HTML; other routes get the shell and its spinner', async ({
    request,
  }) => {
    for (const { path, title } of PRERENDERED) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(title);
      expect(html, path).toContain('<html lang="fr"');
    }
    // The shell of a signed-in route holds no public page (no flash of the landing page), and
    // no text (its language is not known yet): a spinner until the app renders.
    for (const path of ['/conseiller-sst/app', '/conseiller-sst/history']) {
      const shell = await (await request.get(path)).text();
      expect(shell, path).toContain('<div id="root"><div data-boot-spinner');
      expect(shell, path).not.toContain(marketing.home.title);
      expect(shell, path).not.toContain(marketing.conseiller.title);
    }
  });

  test('the input screen shell preloads its code and session check, which the app then uses', async ({
    page,
    request,
  }) => {
    const shell = await (await request.get('/conseiller-sst/app')).text();
    expect(shell).toContain(
      '<link rel="preload" as="fetch" href="/api/auth/check" crossorigin="use-credentials">',
    );
    expect(shell).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/AnalysisInputPage-[\w-]+\.js">/,
    );
    const other = await (await request.get('/conseiller-sst/history')).text();
    expect(other).not.toContain('modulepreload');

    const errors = pageErrors(page);
    await signInThroughForm(page, ADVISOR.email, ADVISOR.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    // A first visit with the session cookie but no stored hint: the guard waits for the server.
    await page.evaluate(() => window.localStorage.clear());
    const checks: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/auth/check') checks.push(sent.url());
    });
    await page.goto('/conseiller-sst/app');
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    await expect(page.locator('[data-boot-spinner]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(analysis.analysis.title);
    // One session check: the app's call took the preloaded answer.
    expect(checks).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('the landing page hydrates in place and its buttons respond', async ({ page }) => {
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { prerenderedTitle?: Element | null }).prerenderedTitle = document.querySelector('h1');
      });
    });
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(marketing.home.title);
    // Hydrated, not replaced: the title is still the element the HTML arrived with.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as { prerenderedTitle?: Element | null }).prerenderedTitle ===
            document.querySelector('h1'),
        ),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(title).toHaveText(englishMarketing.home.title);
    expect(errors).toEqual([]);
  });

  test('the adviser landing hydrates, and its trial form validates with the schemas loaded on submit', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto('/conseiller');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketing.conseiller.title);
    await page.locator('#pro-plan').getByRole('button', { name: marketing.conseiller.startTrial }).click();
    await expect(page.getByText(checkout.checkout.errors.emailRequired)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
