import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { latestMail, signInThroughForm, verifiedAdvisor } from './support/accounts';
import { violations } from './support/axe';

const PROFILE = '/conseiller-sst/profil';

/** An adviser of their own, signed in on `page`, on the profile page. */
async function adviserOnProfile(page: Page, request: Parameters<typeof verifiedAdvisor>[0]) {
  const adviser = await verifiedAdvisor(request);
  await signInThroughForm(page, adviser.email, adviser.password);
  await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
  return adviser;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The authenticator app's code for the next time step: a code already used is refused. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test.describe('the profile page', () => {
  test('edits are saved on the server: they survive a reload; Cancel puts back what is stored', async ({
    page,
    request,
  }) => {
    await adviserOnProfile(page, request);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    await page.getByLabel('Prénom').fill('Ève');
    await page.getByLabel('Nom', { exact: true }).fill('Tremblay');
    await page.getByLabel('Téléphone').fill('+1 514 555-0199');
    await page.getByLabel('Entreprise').fill('Ateliers Boréal');
    await page.getByLabel('Poste').fill('Conseillère SST');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByTestId('profile-firstName-value')).toHaveText('Ève');

    await page.reload();
    await expect(page.getByTestId('profile-firstName-value')).toHaveText('Ève');
    await expect(page.getByTestId('profile-lastName-value')).toHaveText('Tremblay');
    await expect(page.getByTestId('profile-phone-value')).toHaveText('+1 514 555-0199');
    await expect(page.getByTestId('profile-company-value')).toHaveText('Ateliers Boréal');
    await expect(page.getByTestId('profile-position-value')).toHaveText('Conseillère SST');

    // A phone that is not one is said under the field, and nothing is saved.
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    await page.getByLabel('Téléphone').fill('appelez-moi');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Entrez un numéro de téléphone d’au moins 7 chiffres.')).toBeVisible();
    await page.getByLabel('Prénom').fill('Zoé');
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(page.getByTestId('profile-firstName-value')).toHaveText('Ève');
    await expect(page.getByTestId('profile-phone-value')).toHaveText('+1 514 555-0199');
    // The edit button has the focus back.
    await expect(page.getByRole('button', { name: 'Modifier', exact: true })).toBeFocused();

    await openTab(page, 'Abonnement');
    await expect(page.getByTestId('usage-analyses')).toHaveText('0');
    await expect(page.getByTestId('subscription-status')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the preferred language is the language of the next e-mail', async ({ page, request }) => {
    const adviser = await adviserOnProfile(page, request);
    await openTab(page, 'Sécurité');
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('Langue de l’interface et des courriels').selectOption('en');
    await page.getByRole('button', { name: 'Enregistrer la langue' }).click();
    // Saved, and the interface follows.
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill(adviser.password);
    await page.getByLabel('New password').fill('another-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page
      .getByTestId('confirm-password-change')
      .getByRole('button', { name: 'Change password' })
      .click();
    await expect(page.getByTestId('password-changed')).not.toBeEmpty();

    // The first mail was the verification; the second is the notice, in English.
    const notice = await latestMail(request, adviser.email, 2);
    expect(notice.subject).toBe('Your password was changed — RisqueVision');
  });

  test('another browser’s session is revoked: that browser is sent to sign in on its next request', async ({
    page,
    request,
    browser,
  }) => {
    const adviser = await adviserOnProfile(page, request);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, adviser.email, adviser.password);
    await expect(otherPage).toHaveURL(/\/conseiller-sst\/app$/);

    await openTab(page, 'Sécurité');
    const sessions = page.getByTestId('session');
    await expect(sessions.first()).toContainText('Cette session');
    // The account setup left a session of its own: the other browser's is the most recent of the rest.
    const before = await sessions.count();
    expect(before).toBeGreaterThanOrEqual(2);
    // Named from the browser's User-Agent (the desktop project plays Windows, the phone one Android).
    await expect(sessions.first()).toContainText(/Chrome sur (Windows|Android)/);
    await sessions
      .nth(1)
      .getByRole('button', { name: /Déconnecter la session/ })
      .click();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('confirm-session-revoke').getByRole('button', { name: 'Déconnecter' }).click();
    await expect(sessions).toHaveCount(before - 1);

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login\?redirect=/);
    await other.close();
  });

  test('two-factor sign-in: enabled from the profile, then the password alone is not enough; a recovery code works once', async ({
    page,
    request,
  }) => {
    const adviser = await adviserOnProfile(page, request);
    await openTab(page, 'Sécurité');

    await page.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click();
    await expect(page.getByRole('img', { name: /Code QR/ })).toBeVisible();
    const uri = await page.getByTestId('two-factor-secret').getAttribute('data-otpauth');
    const secret = new URL(uri!).searchParams.get('secret')!;
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Code à 6 chiffres').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Activer', exact: true }).click();

    await expect(page.getByTestId('recovery-code')).toHaveCount(10);
    const codes = await page.getByTestId('recovery-code').allTextContents();
    await expect(page.getByRole('heading', { name: 'Vos codes de récupération' })).toBeFocused();
    await page.getByRole('button', { name: 'J’ai gardé mes codes' }).click();
    await expect(page.getByTestId('two-factor-state')).toHaveText('Activée');

    // Signed out, the password alone now asks for the code.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await signInThroughForm(page, adviser.email, adviser.password);
    await expect(page.getByLabel('Code de vérification')).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Code de vérification').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);

    // A recovery code instead of the app's code: once.
    for (const attempt of ['first', 'second'] as const) {
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await signInThroughForm(page, adviser.email, adviser.password);
      await page.getByRole('button', { name: 'Utiliser un code de récupération' }).click();
      await page.getByLabel('Code de récupération').fill(codes[0]!);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      if (attempt === 'first') await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    }
    await expect(page.getByText('Ce code n’est pas valide ou a déjà servi.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
