import { expect, test } from '@playwright/test';
import {
  deliverEvent,
  latestMail,
  linkIn,
  signInThroughForm,
  uniqueEmail,
  verifiedAdvisor,
} from './support/accounts';

test.describe('passwords and subscriptions', () => {
  test('forgot password → e-mail → reset → sign in with the new password; the link then no longer works', async ({
    page,
    request,
  }) => {
    const { email } = await verifiedAdvisor(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    // The login form has a "Courriel" field too: fill only once the forgot-password page is there.
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await page.getByLabel('Courriel').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

    const resetLink = linkIn(await latestMail(request, email, 2), '/reset-password');
    await page.goto(resetLink);
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe-1');
    await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-de-passe-1');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByTestId('reset-password-success')).toBeVisible();

    await signInThroughForm(page, email, 'nouveau-mot-de-passe-1');
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    // Opened again: said at once, before any typing, with the way to a new link.
    await page.goto(resetLink);
    await expect(page.getByTestId('reset-password-used-link')).toContainText('Lien déjà utilisé ou expiré');
    await expect(page.getByLabel('Nouveau mot de passe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
  });

  test('a verification link opened a second time says the address is already verified', async ({
    page,
    request,
  }) => {
    const { email } = await verifiedAdvisor(request);
    const link = linkIn(await latestMail(request, email), '/verify-email');
    await page.goto(link);
    await expect(page.getByTestId('verify-email-already')).toContainText('Adresse déjà vérifiée');
    await page.getByRole('link', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown address gets the same answer as a known one', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Courriel').fill(uniqueEmail('inconnu'));
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();
  });

  test('a subscription ended by the provider: login answers 402, the browser lands on /pricing and renews signed in', async ({
    page,
    request,
    browser,
  }) => {
    const advisor = await verifiedAdvisor(request);
    const ended = Math.floor(Date.now() / 1000) - 60;
    await deliverEvent(request, 'customer.subscription.deleted', {
      id: advisor.subscriptionId,
      object: 'subscription',
      customer: advisor.customerId,
      status: 'canceled',
      cancel_at_period_end: false,
      metadata: { plan: 'conseiller_sst_pro', billing: 'monthly' },
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: ended }] },
    });

    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.locator('[data-testid="toast"]')).toContainText('abonnement a expiré');
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('subscription_email'))).toBe(advisor.email);

    // Signed in (the 402 answer keeps a session that reaches only the renewal), the renewal opens.
    await page.getByTestId('choose-plan-conseiller_sst_pro').click();
    await expect(page).toHaveURL(/\/local-checkout\//, { timeout: 10_000 });

    // Another browser, not signed in: the same address is asked to log in before renewing.
    const stranger = await browser.newContext({ locale: 'fr-CA' });
    const other = await stranger.newPage();
    await other.goto('/pricing');
    await other.getByTestId('pricing-email').fill(advisor.email);
    await other.getByTestId('choose-plan-conseiller_sst_pro').click();
    const notice = other.getByTestId('pricing-notice');
    await expect(notice).toContainText('Connectez-vous pour renouveler');
    await expect(notice.getByRole('link')).toHaveAttribute(
      'href',
      `/login?email=${encodeURIComponent(advisor.email)}`,
    );
    await expect(other).toHaveURL(/\/pricing$/);
    await stranger.close();
  });

  test('a cancelled subscription stays usable until its end date, and the profile shows it', async ({
    page,
    request,
  }) => {
    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    await page.getByRole('button', { name: 'Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mon profil' });
    await expect(dialog.getByTestId('subscription-status')).toHaveAttribute('data-tone', 'success');
    await expect(dialog.getByTestId('subscription-days-left')).toContainText('7');
    await dialog.getByRole('button', { name: "Annuler l'abonnement" }).click();
    await page
      .getByRole('alertdialog', { name: 'Annuler votre abonnement ?' })
      .getByRole('button', { name: "Confirmer l'annulation" })
      .click();

    await expect(dialog.getByTestId('cancel-at-period-end')).toBeVisible();
    await expect(dialog.getByTestId('subscription-end-date')).not.toBeEmpty();
    await page.reload();
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    const current = await (await page.request.get('/api/current-user')).json();
    expect(current).toMatchObject({ subscriptionStatus: 'trial', cancelAtPeriodEnd: true, daysLeft: 7 });
  });
});
