import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  latestMail,
  linkIn,
  signInThroughForm,
  uniqueEmail,
  verifiedAdvisor,
  verifiedSubscriber,
} from './support/accounts';
import { violations } from './support/axe';

/** The owner of a fresh five-seat pack, signed in and on the team page. */
async function ownerOnTeamPage(page: Page) {
  const owner = await verifiedSubscriber(page.request, 'pack_entreprise_5');
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/team-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion de l’équipe' })).toBeVisible();
  return owner;
}

/** A browser of its own (another person), in French like the journeys' default. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ locale: 'fr-CA' });
  return { context, page: await context.newPage() };
}

const invitation = (page: Page, email: string) => page.getByTestId('invitation').filter({ hasText: email });
const member = (page: Page, email: string) => page.getByTestId('member').filter({ hasText: email });

async function invite(page: Page, name: string, email: string, role: 'Membre' | 'Administrateur') {
  await page.getByRole('button', { name: 'Inviter un membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
  await dialog.getByLabel('Nom complet').fill(name);
  await dialog.getByLabel('Courriel').fill(email);
  await dialog.getByLabel('Rôle').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('Invitation envoyée');
  await expect(page.getByTestId('toast')).toContainText(email);
  await expect(invitation(page, email)).toHaveAttribute('data-status', 'pending');
}

test.describe('enterprise team management', () => {
  test.setTimeout(180_000);

  test('an owner invites, resends and cancels; one invitee joins and sets a password, another declines; the owner revokes the new member', async ({
    page,
    browser,
  }) => {
    await ownerOnTeamPage(page);

    // Overview: the five figures of a new pack, the colour of the days left said in words too.
    await expect(page.getByTestId('overview-seats')).toHaveText('1 sur 5');
    await expect(page.getByTestId('overview-pending')).toHaveText('0');
    await expect(page.getByTestId('overview-plan')).toHaveText('Pack Entreprise 5');
    await expect(page.getByTestId('overview-status')).toHaveText('Actif');
    const days = page.getByTestId('days-remaining');
    await expect(days).toHaveAttribute('data-state', /^(comfortable|soon|imminent)$/);
    await expect(days).toContainText(/Abonnement en règle|Fin dans moins/);
    // French groups thousands with a narrow no-break space.
    await expect(page.getByTestId('team-pages')).toHaveText('0 sur 5\u202f000');
    expect(await violations(page)).toEqual([]);

    // Invitations: the dialog asks for every field, then three people are invited.
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await expect(page).toHaveURL(/\?tab=invitations$/);
    await expect(page.getByText('Un lien d’invitation reste valable 7 jours')).toBeVisible();
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
    await expect(dialog).toContainText('Ce lien reste valable 7 jours.');
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez remplir tous les champs.');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();

    const joiner = uniqueEmail('julie');
    const decliner = uniqueEmail('marc');
    const withdrawn = uniqueEmail('lea');
    await invite(page, 'Julie Tremblay', joiner, 'Administrateur');
    await invite(page, 'Marc Gagnon', decliner, 'Membre');
    await invite(page, 'Léa Roy', withdrawn, 'Membre');
    await expect(page.getByTestId('invitation')).toHaveCount(3);
    await expect(invitation(page, joiner).getByTestId('team-role')).toHaveText('Administrateur');

    // The same address again (under another name, so not a replay of the first request): the
    // server's reason is said in the dialog, which stays open.
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    await dialog.getByLabel('Nom complet').fill('M. Gagnon');
    await dialog.getByLabel('Courriel').fill(decliner);
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(dialog.getByRole('alert')).toContainText('déjà en attente');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByTestId('invitation')).toHaveCount(3);

    // Resend: a second e-mail with a new link.
    await invitation(page, decliner)
      .getByRole('button', { name: 'Renvoyer l’invitation de Marc Gagnon' })
      .click();
    await expect(page.getByTestId('toast')).toContainText('Invitation renvoyée');
    const declinerLink = linkIn(await latestMail(page.request, decliner, 2), '/accept-team-invitation');

    // Cancel asks first; the invitation stays listed, cancelled, without actions.
    await invitation(page, withdrawn)
      .getByRole('button', { name: 'Annuler l’invitation de Léa Roy' })
      .click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Annuler l’invitation de Léa Roy ?' });
    await expect(cancelDialog).toContainText(withdrawn);
    expect(await violations(page)).toEqual([]);
    await cancelDialog.getByRole('button', { name: 'Annuler l’invitation' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(invitation(page, withdrawn)).toHaveAttribute('data-status', 'cancelled');
    await expect(invitation(page, withdrawn).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Invitations' })).toBeFocused();

    // The first invitee opens the e-mailed link, accepts, sets a password and lands on the dashboard.
    const julie = await otherPerson(browser);
    await julie.page.goto(linkIn(await latestMail(page.request, joiner), '/accept-team-invitation'));
    const offer = julie.page.getByTestId('invitation-pending');
    await expect(offer.getByTestId('invitation-role')).toHaveText('Administrateur');
    await expect(offer.getByTestId('invitation-plan')).toHaveText('Pack Entreprise 5');
    await expect(offer.getByTestId('invitation-email')).toHaveText(joiner);
    expect(await violations(julie.page)).toEqual([]);
    await offer.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await expect(julie.page).toHaveURL(/\/set-password\?token=/);
    await expect(julie.page.getByTestId('set-password-email')).toHaveText(joiner);
    await expect(julie.page.getByTestId('set-password-tier')).toHaveText('Entreprise');
    expect(await violations(julie.page)).toEqual([]);
    await julie.page.getByLabel('Mot de passe', { exact: true }).fill('court-12');
    await julie.page.getByLabel('Confirmer le mot de passe').fill('autre-123');
    await julie.page.getByRole('button', { name: 'Créer le mot de passe' }).click();
    await expect(julie.page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    await julie.page.getByLabel('Mot de passe', { exact: true }).fill('sept');
    await julie.page.getByLabel('Confirmer le mot de passe').fill('sept');
    await julie.page.getByRole('button', { name: 'Créer le mot de passe' }).click();
    await expect(julie.page.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeVisible();
    await julie.page.getByLabel('Mot de passe', { exact: true }).fill('membre-mot-de-passe-1');
    await julie.page.getByLabel('Confirmer le mot de passe').fill('membre-mot-de-passe-1');
    await julie.page.getByRole('button', { name: 'Créer le mot de passe' }).click();
    await expect(julie.page.getByTestId('set-password-success')).toBeVisible();
    await expect(julie.page).toHaveURL(/\/dashboard$/);
    // The link served once: opened again, it says the invitation was accepted, with no buttons.
    await julie.page.goto(linkIn(await latestMail(page.request, joiner), '/accept-team-invitation'));
    await expect(julie.page.getByTestId('invitation-closed')).toContainText('Invitation déjà acceptée');
    await expect(julie.page.getByTestId('invitation-closed').getByRole('button')).toHaveCount(0);

    // The second invitee declines, after confirming.
    const marc = await otherPerson(browser);
    await marc.page.goto(declinerLink);
    await marc.page.getByRole('button', { name: 'Refuser' }).click();
    const declineDialog = marc.page.getByRole('alertdialog', { name: 'Refuser cette invitation ?' });
    await declineDialog.getByRole('button', { name: 'Refuser l’invitation' }).click();
    await expect(marc.page.getByTestId('invitation-closed')).toContainText('Invitation refusée');
    await expect(marc.page.getByRole('button', { name: 'Accepter l’invitation' })).toHaveCount(0);
    await marc.context.close();

    // The owner sees who joined and who declined.
    await page.reload();
    await expect(invitation(page, joiner)).toHaveAttribute('data-status', 'accepted');
    await expect(invitation(page, decliner)).toHaveAttribute('data-status', 'declined');
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await expect(page.getByTestId('overview-seats')).toHaveText('2 sur 5');

    // Members: no action on the owner; the new admin is revoked after a confirmation saying it is final.
    await page.getByRole('tab', { name: 'Membres' }).click();
    await expect(page.getByTestId('member')).toHaveCount(2);
    const ownerRow = page.getByTestId('member').filter({ has: page.locator('[data-role="owner"]') });
    await expect(ownerRow.getByRole('button')).toHaveCount(0);
    await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
    await expect(member(page, joiner).getByRole('combobox', { name: 'Rôle de Julie Tremblay' })).toHaveValue(
      'admin',
    );
    expect(await violations(page)).toEqual([]);
    await member(page, joiner).getByRole('button', { name: 'Révoquer l’accès de Julie Tremblay' }).click();
    const revokeDialog = page.getByRole('alertdialog', { name: 'Révoquer l’accès de Julie Tremblay ?' });
    await expect(revokeDialog).toContainText('Cette révocation est irréversible');
    await expect(revokeDialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await revokeDialog.getByRole('button', { name: 'Révoquer l’accès' }).click();
    await expect(revokeDialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Accès révoqué');
    await expect(member(page, joiner)).toHaveAttribute('data-status', 'revoked');
    await expect(member(page, joiner).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Membres de l’équipe' })).toBeFocused();

    // The revoked member's open session no longer reaches the team.
    expect((await julie.page.request.get('/api/team')).status()).toBeGreaterThanOrEqual(400);
    await julie.context.close();
  });

  test('a member sees the team without its management; a visitor code opens a read-only session', async ({
    page,
    browser,
  }) => {
    await ownerOnTeamPage(page);
    await page.getByRole('tab', { name: 'Invitations' }).click();
    const memberEmail = uniqueEmail('membre');
    await invite(page, 'Sam Côté', memberEmail, 'Membre');

    // A plain member: the overview and the settings only, and the subscription is the owner's.
    const sam = await otherPerson(browser);
    await sam.page.goto(linkIn(await latestMail(page.request, memberEmail), '/accept-team-invitation'));
    await sam.page.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await sam.page.getByLabel('Mot de passe', { exact: true }).fill('membre-mot-de-passe-2');
    await sam.page.getByLabel('Confirmer le mot de passe').fill('membre-mot-de-passe-2');
    await sam.page.getByRole('button', { name: 'Créer le mot de passe' }).click();
    await expect(sam.page).toHaveURL(/\/dashboard$/);
    await sam.page.goto('/team-management?tab=members');
    await expect(sam.page.getByRole('tab')).toHaveText(['Aperçu', 'Paramètres']);
    await expect(sam.page.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    await sam.page.getByRole('tab', { name: 'Aperçu' }).press('ArrowRight');
    await expect(sam.page.getByRole('tab', { name: 'Paramètres' })).toBeFocused();
    await expect(sam.page.getByTestId('team-settings-owner-only')).toBeVisible();
    await expect(sam.page.getByRole('button', { name: 'Gérer l’abonnement' })).toHaveCount(0);
    expect(await violations(sam.page)).toEqual([]);
    await sam.context.close();

    // The owner issues a visitor code; the code itself goes only to the visitor's mailbox.
    await page.getByRole('tab', { name: 'Accès visiteurs' }).click();
    const visitorEmail = uniqueEmail('visiteur');
    await page.getByLabel('Courriel du visiteur').fill(visitorEmail);
    await page.getByLabel('Validité (jours)').fill('3');
    await page.getByRole('button', { name: 'Envoyer un code' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Le code a été envoyé à ${visitorEmail}`);
    const code = page.getByTestId('visitor-code').filter({ hasText: visitorEmail });
    await expect(code).toHaveAttribute('data-status', 'active');
    await expect(code.getByTestId('visitor-code-last-used')).toHaveText('Jamais');
    expect(await violations(page)).toEqual([]);

    // The visitor opens the e-mailed link: address fixed, code filled, a name still needed.
    const visitor = await otherPerson(browser);
    const link = linkIn(await latestMail(page.request, visitorEmail), '/visitor-access');
    const realCode = new URL(`http://x${link}`).searchParams.get('code')!;
    await visitor.page.goto(link);
    const access = visitor.page.getByRole('button', { name: 'Accéder à l’équipe' });
    await expect(visitor.page.getByLabel('Courriel')).toHaveValue(visitorEmail);
    await expect(visitor.page.getByLabel('Courriel')).toHaveAttribute('readonly', '');
    await expect(visitor.page.getByLabel('Code d’accès')).toHaveValue(realCode);
    await expect(access).toBeDisabled();
    expect(await violations(visitor.page)).toEqual([]);

    // A wrong code is refused with the server's reason; typed in lower case, the code goes upper case.
    await visitor.page.getByLabel('Nom complet').fill('Paul Roy');
    await visitor.page.getByLabel('Code d’accès').fill('aaaaaaaaaaaa');
    await expect(visitor.page.getByLabel('Code d’accès')).toHaveValue('AAAAAAAAAAAA');
    await access.click();
    await expect(visitor.page.getByTestId('toast')).toContainText('Code d’accès invalide');
    await expect(visitor.page).toHaveURL(/\/visitor-access/);

    await visitor.page.getByLabel('Code d’accès').fill(realCode.toLowerCase());
    await access.click();
    await expect(visitor.page.getByTestId('toast')).toContainText('Accès accordé !');
    await expect(visitor.page).toHaveURL(/\/dashboard$/);
    // Read-only: the team's reports open, its management and new analyses do not.
    expect((await visitor.page.request.get('/api/analyses')).status()).toBe(200);
    expect((await visitor.page.request.get('/api/team/members')).status()).toBe(403);
    // The session lives in the server's cookie: no role is kept in the browser's storage.
    const stored = await visitor.page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('visitor_access_token');
    expect(stored).not.toContain('"role":"visitor"');

    // The owner sees who used the code, then ends it (after confirming); the visitor is out.
    await page.reload();
    await expect(code).toContainText('Paul Roy');
    await expect(code.getByTestId('visitor-code-last-used')).not.toHaveText('Jamais');
    await code.getByRole('button', { name: `Révoquer le code de ${visitorEmail}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Révoquer le code de ${visitorEmail} ?` });
    await confirm.getByRole('button', { name: 'Révoquer le code' }).click();
    await expect(page.getByTestId('toast')).toContainText('Code révoqué');
    await expect(code).toHaveAttribute('data-status', 'cancelled');
    expect((await visitor.page.request.get('/api/analyses')).status()).toBe(401);
    await visitor.context.close();

    // The team's settings are its subscription's: the owner leaves for the payment portal.
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await expect(page.getByText('sont gérés dans l’abonnement')).toBeVisible();
    await page.getByRole('button', { name: 'Gérer l’abonnement' }).click();
    await expect(page).toHaveURL(/\/local-portal\//);
  });

  test('the team page is for enterprise packs; the invitation, password and visitor pages explain a bad link', async ({
    page,
  }) => {
    // Without a session: the login page, coming back here afterwards.
    await page.goto('/team-management');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fteam-management$/);

    // An adviser's plan has no team: the page says who it is for, with a way back.
    const adviser = await verifiedAdvisor(page.request);
    await page.getByLabel('Courriel').fill(adviser.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(adviser.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/team-management$/);
    const reserved = page.getByTestId('team-reserved');
    await expect(reserved).toContainText('Page réservée aux clients Entreprise');
    await expect(reserved.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
      'href',
      '/conseiller-sst/app',
    );
    expect(await violations(page)).toEqual([]);

    await page.goto('/accept-team-invitation');
    await expect(page.getByTestId('invitation-invalid')).toContainText('Jeton d’invitation manquant');
    await page.goto('/accept-team-invitation?token=jeton-inconnu-0123456789');
    await expect(page.getByTestId('invitation-invalid')).toContainText('Invitation invalide');
    expect(await violations(page)).toEqual([]);

    await page.goto('/set-password');
    await expect(page.getByTestId('set-password-invalid')).toContainText('Jeton manquant');
    await page.goto('/set-password?token=jeton-inconnu-0123456789');
    const invalid = page.getByTestId('set-password-invalid');
    await expect(invalid).toContainText('Lien invalide ou expiré');
    await expect(invalid.getByRole('link', { name: /Retour à l.accueil/ })).toHaveAttribute('href', '/');

    await page.goto('/visitor-access');
    await expect(page.getByRole('button', { name: 'Accéder à l’équipe' })).toBeDisabled();
    await page.getByLabel('Nom complet').fill('   ');
    await page.getByLabel('Courriel').fill('v@exemple.ca');
    await page.getByLabel('Code d’accès').fill('ABCDEFGHJKMNPQ');
    await expect(page.getByLabel('Code d’accès')).toHaveValue('ABCDEFGHJKMN');
    await expect(page.getByRole('link', { name: /Retour à l.accueil/ })).toHaveAttribute('href', '/');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accéder à l’équipe' }).click();
    await expect(page.getByTestId('toast')).toContainText('Nom requis');
  });
});
