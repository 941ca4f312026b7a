import { expect, request, test, type Page } from '@playwright/test';

const ADVISOR = { email: 'conseiller@demo.local', password: 'demo-password-1' };

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('sign-in journey', () => {
  test('a wrong password shows the error toast and keeps the visitor on the form', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, ADVISOR.email, 'not-the-password');

    const toast = page.locator('[data-testid="toast"][data-variant="destructive"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Erreur de connexion');
    await expect(toast).toContainText('Courriel ou mot de passe invalide.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the right password opens the advisor app with the signed-in e-mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
    await fillLogin(page, ADVISOR.email, ADVISOR.password);

    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    await expect(page.getByTestId('user-email')).toHaveText(ADVISOR.email);
  });

  test('a deep link opened while signed out comes back after sign-in', async ({ page }) => {
    await page.goto('/conseiller-sst/app?onglet=rapports');

    await expect(page).toHaveURL(/\/login\?redirect=%2Fconseiller-sst%2Fapp%3Fonglet%3Drapports$/);
    await fillLogin(page, ADVISOR.email, ADVISOR.password);

    await expect(page).toHaveURL(/\/conseiller-sst\/app\?onglet=rapports$/);
    await expect(page.getByTestId('user-email')).toHaveText(ADVISOR.email);
  });

  test('logout ends the session: the app is closed and the old cookie no longer works', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/login');
    await fillLogin(page, ADVISOR.email, ADVISOR.password);
    await expect(page.getByTestId('user-email')).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === 'rv_session');
    expect(session?.httpOnly).toBe(true);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();

    await expect(page).toHaveURL(/\/login/);
    await page.goto('/conseiller-sst/app');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    // Replaying the old cookie from outside the browser: the server revoked the session.
    const outsider = await request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `rv_session=${session!.value}` },
    });
    expect(await (await outsider.get('/api/auth/check')).json()).toEqual({
      authenticated: false,
      user: null,
    });
    await outsider.dispose();
  });

  test('the form switches to English and server messages follow the language', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByLabel('E-mail').fill(ADVISOR.email);
    await page.getByLabel('Password', { exact: true }).fill('still-wrong');
    await page.getByRole('button', { name: 'Log in' }).click();

    const toast = page.locator('[data-testid="toast"][data-variant="destructive"]');
    await expect(toast).toContainText('Login error');
    await expect(toast).toContainText('Invalid e-mail or password.');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('preferred-language'),
        localStorage.getItem('language'),
      ]),
    ).toEqual(['en', 'en']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
