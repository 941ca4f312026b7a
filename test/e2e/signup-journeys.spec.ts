import { expect, test } from '@playwright/test';
import { latestMail, linkIn, uniqueEmail } from './support/accounts';

test.describe('a newcomer becomes a customer', () => {
  test('/conseiller → e-mail → local payment page → setup → verification e-mail → the app, in trial with 7 days', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nouveau');
    await page.goto('/conseiller');
    await page.getByTestId('trial-email').fill(email);
    await page.getByRole('button', { name: "Commencer l'essai gratuit" }).click();
    await expect(page.getByTestId('trial-notice')).toBeVisible();

    // The local payment page plays the provider's hosted checkout.
    await expect(page).toHaveURL(/\/local-checkout\/cs_local_/, { timeout: 10_000 });
    await expect(page.getByTestId('trial')).toContainText('7 jours gratuits');
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(page).toHaveURL(/\/conseiller-sst\/setup\?session_id=/);
    await expect(page.getByLabel('Courriel')).toHaveValue(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mon-mot-de-passe-1');
    await page.getByLabel('Confirmer le mot de passe').fill('mon-mot-de-passe-1');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/email-verification-required$/);
    await expect(page.getByTestId('user-email')).toHaveText(email);

    const mail = await latestMail(request, email);
    expect(mail.subject).toBe('Confirmez votre adresse courriel — RisqueVision');
    await page.goto(linkIn(mail, '/verify-email'));
    await expect(page.getByTestId('verify-email-success')).toBeVisible();
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/, { timeout: 6000 });
    await expect(page.getByTestId('user-email')).toHaveText(email);

    const current = await (await page.request.get('/api/current-user')).json();
    expect(current).toMatchObject({ email, subscriptionStatus: 'trial', daysLeft: 7 });
  });

  test('the international edition in Spanish: plan and country → payment → setup → app, with a Spanish e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nuevo');
    await page.goto('/international');
    await page.getByTestId('language-select').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('radio', { name: 'Profesional' })).toBeChecked();
    await page.getByTestId('international-email').fill(email);
    await page.getByTestId('country-select').selectOption('ES');
    await page.getByRole('button', { name: 'Suscribirse' }).click();

    await expect(page).toHaveURL(/\/local-checkout\/cs_local_/, { timeout: 10_000 });
    await expect(page.getByTestId('trial')).toContainText('días gratis');
    await page.getByRole('button', { name: 'Pagar' }).click();

    await expect(page).toHaveURL(
      /\/international-sst\/account-setup\?session_id=.*country=ES.*plan=professional/,
      { timeout: 10_000 },
    );
    await expect(page.getByTestId('setup-plan')).toContainText('Profesional');
    await expect(page.getByTestId('setup-country')).toContainText('España');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('mi-contrasena-segura');
    await page.getByLabel('Confirmar contraseña').fill('mi-contrasena-segura');
    await page.getByRole('button', { name: 'Crear cuenta e iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/email-verification-required$/);

    const mail = await latestMail(request, email);
    expect(mail.subject).toBe('Confirme su dirección de correo electrónico — RisqueVision');
    expect(mail.body.text).toContain('Confirmar mi dirección');
    await page.goto(linkIn(mail, '/verify-email'));
    await expect(page).toHaveURL(/\/international-sst\/app$/, { timeout: 6000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const current = await (await page.request.get('/api/current-user')).json();
    expect(current).toMatchObject({ email, tier: 'professional', subscriptionStatus: 'trial', daysLeft: 7 });
  });
});
