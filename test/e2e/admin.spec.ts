import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminStats } from '../../shared/schemas/admin';
import { deliverEvent, signInThroughForm, verifiedSubscriber } from './support/accounts';
import { violations } from './support/axe';
import { APP_URL } from './playwright.config';

const ADMIN = { email: 'admin@demo.local', password: 'admin-password-1' };
const ADVISER = { email: 'conseiller@demo.local', password: 'demo-password-1' };
const DENIED_TITLE = 'Erreur d’accès';

/** Earlier journeys made accounts too: figures are checked as differences from a first reading. */
async function readStats(request: APIRequestContext): Promise<AdminStats> {
  const answer = await request.get('/api/admin/stats');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as AdminStats;
}

async function signInAdmin(page: Page) {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord administrateur' })).toBeVisible();
}

/** The provider says the subscription is paid (it started as a trial): it now counts in the revenue. */
async function activate(
  request: APIRequestContext,
  account: { subscriptionId: string; customerId: string },
  plan: string,
  billing: 'monthly' | 'annual',
) {
  const periodEnd = Math.floor(Date.now() / 1000) + (billing === 'annual' ? 365 : 30) * 24 * 3600;
  await deliverEvent(request, 'customer.subscription.updated', {
    id: account.subscriptionId,
    object: 'subscription',
    customer: account.customerId,
    status: 'active',
    cancel_at_period_end: false,
    metadata: { plan, billing },
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
  });
}

/** Amounts and counts compared without their spaces (Intl puts narrow or non-breaking ones). */
const compact = (text: string | null) => (text ?? '').replace(/\s/g, '');
const frenchDollars = (amount: number) =>
  new Intl.NumberFormat('fr', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(amount);
const cardValue = (page: Page, id: string) =>
  page.getByTestId(`admin-stat-${id}`).getByTestId('admin-stat-value');

test.describe('the platform administrator', () => {
  test.setTimeout(150_000);

  test('reads the figures, which follow two monthly advisers and an annual enterprise pack', async ({
    page,
    request,
  }) => {
    await signInAdmin(page);
    const before = await readStats(page.request);

    const advisers = [
      await verifiedSubscriber(request, 'conseiller_sst_pro'),
      await verifiedSubscriber(request, 'conseiller_sst_pro'),
    ];
    const pack = await verifiedSubscriber(request, 'pack_entreprise_5', undefined, 'annual');
    for (const adviser of advisers) await activate(request, adviser, 'conseiller_sst_pro', 'monthly');
    await activate(request, pack, 'pack_entreprise_5', 'annual');

    // By hand: 89.00 a month for each adviser, 4309.00 a year for the pack (shared/plans.ts).
    const mrrAdded = 89.0 * 2 + 4309.0 / 12;
    // The counters follow the table's stream: a few seconds behind.
    await expect
      .poll(async () => (await readStats(page.request)).stats.totalUsers, { timeout: 30_000 })
      .toBe(before.stats.totalUsers + 3);
    await expect
      .poll(async () => (await readStats(page.request)).stripeStats.mrr, { timeout: 30_000 })
      .toBeGreaterThan(before.stripeStats.mrr + mrrAdded - 0.02);
    const after = await readStats(page.request);
    expect(Math.abs(after.stripeStats.mrr - (before.stripeStats.mrr + mrrAdded))).toBeLessThanOrEqual(0.01);
    expect(after.stripeStats.arr - before.stripeStats.arr).toBeCloseTo(12 * mrrAdded, 2);
    expect(after.stats.usersByTier.conseiller! - before.stats.usersByTier.conseiller!).toBe(2);
    expect(after.stats.usersByTier.enterprise! - before.stats.usersByTier.enterprise!).toBe(1);
    expect(after.stats.usersByStatus.active! - before.stats.usersByStatus.active!).toBe(3);

    // The dashboard shows the same figures, two decimals and a dollar sign.
    await page.reload();
    await expect(cardValue(page, 'mrr')).toHaveText(/\$/);
    expect(compact(await cardValue(page, 'mrr').textContent())).toBe(
      compact(frenchDollars(after.stripeStats.mrr)),
    );
    expect(compact(await cardValue(page, 'arr').textContent())).toBe(
      compact(frenchDollars(after.stripeStats.arr)),
    );
    expect(compact(await cardValue(page, 'totalUsers').textContent())).toBe(
      compact(new Intl.NumberFormat('fr').format(after.stats.totalUsers)),
    );
    // The newest accounts lead the table, signup date in the French form.
    const recent = page.getByTestId('admin-recent-users');
    const packRow = recent.getByRole('row').filter({ hasText: pack.email });
    await expect(packRow).toContainText('Pack Entreprise 5');
    await expect(packRow).toContainText('Annuel');
    await expect(packRow).toContainText(
      new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(),
      ),
    );
    await expect(recent.getByRole('row').filter({ hasText: advisers[0]!.email })).toContainText('Mensuel');
    await expect(page.getByTestId('admin-back')).toHaveAttribute('href', '/');
    expect(await violations(page)).toEqual([]);
  });

  test('finds an account, disables it with a reason (logged), and its open session is refused', async ({
    page,
    request,
  }) => {
    const target = await verifiedSubscriber(request, 'conseiller_sst_pro');
    const theirs = await requests.newContext({ baseURL: APP_URL });
    expect(
      (await theirs.post('/api/login', { data: { email: target.email, password: target.password } })).ok(),
    ).toBe(true);
    expect((await (await theirs.get('/api/auth/check')).json()).authenticated).toBe(true);

    await signInAdmin(page);
    await page.getByTestId('admin-user-email').fill(target.email);
    await page.getByTestId('admin-user-search').click();
    const detail = page.getByTestId('admin-user-detail');
    await expect(detail.getByRole('heading', { name: target.email })).toBeVisible();
    await expect(detail.getByTestId('admin-user-verified')).toHaveText('Oui');
    await expect(detail.getByTestId('admin-user-sessions')).not.toHaveText('0');
    // Verified: nothing to resend.
    await expect(detail.getByTestId('admin-user-resend')).toHaveCount(0);

    await detail.getByTestId('admin-user-disable').click();
    const dialog = page.getByTestId('admin-disable-dialog');
    await dialog.getByTestId('admin-disable-confirm').click();
    await expect(dialog).toContainText('Indiquez le motif de la désactivation.');
    await dialog.getByTestId('admin-disable-reason').fill('Fraude signalée par la banque');
    await dialog.getByTestId('admin-disable-confirm').click();
    await expect(page.getByTestId('toast')).toContainText('Compte désactivé');
    await expect(dialog).toBeHidden();
    await expect(detail.getByTestId('admin-user-state')).toContainText('Désactivé depuis');
    await expect(detail.getByTestId('admin-user-sessions')).toHaveText('0');

    const entry = page.getByTestId('admin-audit-entries').getByRole('listitem').first();
    await expect(entry).toContainText('Compte désactivé');
    await expect(entry).toContainText(target.email);
    await expect(entry).toContainText('Fraude signalée par la banque');
    await expect(entry).toContainText(ADMIN.email);

    // Their session ended at once, and they cannot sign in again.
    expect((await (await theirs.get('/api/auth/check')).json()).authenticated).toBe(false);
    const again = await theirs.post('/api/login', {
      data: { email: target.email, password: target.password },
    });
    expect(again.status()).toBe(403);
    expect((await again.json()).code).toBe('accountDisabled');

    await detail.getByTestId('admin-user-enable').click();
    await expect(page.getByTestId('toast')).toContainText('Compte réactivé');
    await expect(page.getByTestId('admin-audit-entries').getByRole('listitem').first()).toContainText(
      'Compte réactivé',
    );
    expect(
      (await theirs.post('/api/login', { data: { email: target.email, password: target.password } })).ok(),
    ).toBe(true);
    await theirs.dispose();
  });

  test('makes a backup, sees it listed with its size, and downloads its zip', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('link', { name: 'Gestionnaire de sauvegardes' }).click();
    await expect(page).toHaveURL(/\/admin\/backups$/);
    await expect(page.getByTestId('backup-schedule')).toContainText('toutes les 6 heures');
    await expect(page.getByTestId('backup-schedule')).not.toContainText('code source');

    const created = page.waitForResponse((answer) => answer.url().endsWith('/api/backup/create'));
    await page.getByTestId('backup-create').click();
    const answer = await created;
    expect(answer.status()).toBe(202);
    const { backupId } = (await answer.json()) as { backupId: string };
    await expect(page.getByTestId('toast')).toContainText('Sauvegarde créée');

    const row = page.locator(`[data-testid="backup-row"][data-backup-id="${backupId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(row.getByTestId('backup-status')).toHaveText('Terminée');
    await expect(row.getByTestId('backup-size')).toHaveText(/^\d[\d\s,]*\s?(octets|ko|Mo|Go)$/);
    expect(await violations(page)).toEqual([]);

    const link = row.getByTestId('backup-download');
    await expect(link).toHaveAttribute('target', '_blank');
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    const body = await download.body();
    // A zip archive starts with its local file header signature.
    expect(body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    // The other address of the same page.
    await page.goto('/backup-manager');
    await expect(page.locator(`[data-backup-id="${backupId}"]`)).toBeVisible();
  });

  test('an adviser, or a visitor signed out, gets the access-denied panel; the API answers 403', async ({
    page,
    browser,
  }) => {
    await signInThroughForm(page, ADVISER.email, ADVISER.password);
    await expect(page).toHaveURL(/\/conseiller-sst\/app$/);
    await page.goto('/admin');
    const denied = page.getByTestId('admin-denied');
    await expect(denied.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
    await expect(denied).toContainText('Vous n’avez pas accès au tableau de bord administrateur.');
    await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
    expect((await page.request.get('/api/backup/list')).status()).toBe(403);
    expect(await violations(page)).toEqual([]);
    await page.goto('/admin/backups');
    await expect(page.getByTestId('admin-denied')).toBeVisible();

    const stranger = await browser.newContext({ locale: 'fr-CA' });
    const other = await stranger.newPage();
    await other.goto('/stripe-test');
    await expect(other.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/stripe-test')}`,
    );
    await stranger.close();
  });

  test('the test page shows the e-mail status and the plan paths; /success and /cancel lead to the payment results', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto('/stripe-test');
    await page.getByTestId('email-status-test').click();
    const result = page.getByTestId('email-status-result');
    await expect(result.getByTestId('email-status-configured')).toHaveText(/^(Oui|Non)$/);
    await expect(result.getByTestId('email-status-message')).not.toBeEmpty();

    await expect(page.getByTestId('plan-row-pack_entreprise_5')).toContainText('4 309,00');
    const logged = page.waitForEvent('console', (message) => message.text().includes('Plan configuration'));
    await page.getByTestId('plan-log').click();
    await logged;

    await page.getByTestId('checkout-path-pack_entreprise_10-annual').click();
    await expect(page.getByTestId('checkout-path')).toHaveText('/stripe/pack_entreprise_10?billing=annual');
    await page.getByTestId('checkout-path-conseiller_sst_pro-monthly').click();
    await expect(page.getByTestId('checkout-path')).toHaveText('/stripe/conseiller_sst_pro?billing=monthly');

    await page.goto('/success?tier=x');
    await expect(page).toHaveURL(/\/payment-success\?tier=x$/);
    await page.goto('/cancel?tier=conseiller');
    await expect(page).toHaveURL(/\/payment-cancel\?tier=conseiller$/);
  });
});
