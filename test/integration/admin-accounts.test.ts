import { describe, expect, it } from 'vitest';
import { getUser } from '#adapters/table/users';
import { call, signIn } from './support/http';
import { latestMail } from './support/payments';
import { makeUser, sessionCookieFor, TEST_PASSWORD } from './support/users';

const adminCookie = async () => sessionCookieFor((await makeUser({ role: 'admin' })).id);

describe('the administrator’s account tools', () => {
  it('finds an account by e-mail with its subscription and usage, and says when there is none', async () => {
    const admin = await adminCookie();
    const user = await makeUser({ billing: 'annual', tier: 'pack_entreprise_10' });
    await signIn(user.email, TEST_PASSWORD);
    const found = await call(`/api/admin/users?email=${encodeURIComponent(user.email.toUpperCase())}`, {
      cookie: admin,
    });
    expect(found.status).toBe(200);
    expect(found.json.user).toMatchObject({
      id: user.id,
      email: user.email,
      subscriptionTier: 'pack_entreprise_10',
      subscriptionStatus: 'active',
      billingCycle: 'annual',
      emailVerified: true,
      disabled: false,
      sessions: 1,
    });
    const missing = await call('/api/admin/users?email=nobody-here%40test.local', { cookie: admin });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('userNotFound');
    const invalid = await call('/api/admin/users?email=not-an-address', { cookie: admin });
    expect(invalid.status).toBe(400);
  });

  it('resends a verification link to an unverified account only', async () => {
    const admin = await adminCookie();
    const unverified = await makeUser({ emailVerified: false });
    const sent = await call(`/api/admin/users/${unverified.id}/resend-verification`, {
      method: 'POST',
      cookie: admin,
      body: {},
    });
    expect(sent.status).toBe(200);
    expect((await latestMail(unverified.email)).body.text).toContain('/verify-email?token=');
    const verified = await makeUser();
    const refused = await call(`/api/admin/users/${verified.id}/resend-verification`, {
      method: 'POST',
      cookie: admin,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('alreadyVerified');
  });

  it('disables an account at once (sessions revoked, sign-in refused), enables it again, and audits each step', async () => {
    const admin = await adminCookie();
    const user = await makeUser();
    const session = await signIn(user.email, TEST_PASSWORD);
    expect((await call('/api/auth/check', { cookie: session })).json).toMatchObject({ authenticated: true });

    const noReason = await call(`/api/admin/users/${user.id}/disable`, {
      method: 'POST',
      cookie: admin,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const disabled = await call(`/api/admin/users/${user.id}/disable`, {
      method: 'POST',
      cookie: admin,
      body: { reason: 'Chargeback on the last invoice' },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.json.user).toMatchObject({ disabled: true, sessions: 0 });
    expect((await call('/api/auth/check', { cookie: session })).json).toMatchObject({ authenticated: false });
    const login = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe('accountDisabled');
    // A wrong password says nothing of the account's state.
    const wrong = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: 'wrong-pass-1' },
    });
    expect(wrong.status).toBe(401);

    const enabled = await call(`/api/admin/users/${user.id}/enable`, {
      method: 'POST',
      cookie: admin,
      body: {},
    });
    expect(enabled.json.user).toMatchObject({ disabled: false });
    expect((await getUser(user.id))?.disabledAt).toBeNull();
    await signIn(user.email, TEST_PASSWORD);

    const audit = await call('/api/admin/audit', { cookie: admin });
    const mine = (audit.json.entries as { action: string; targetId: string; detail: string | null }[]).filter(
      (entry) => entry.targetId === user.id,
    );
    expect(mine.map((entry) => entry.action)).toEqual(['enableAccount', 'disableAccount']);
    expect(mine[1]!.detail).toContain('Chargeback on the last invoice');
  });

  it('never disables an administrator, and answers 404 for an unknown id', async () => {
    const admin = await adminCookie();
    const other = await makeUser({ role: 'admin' });
    const refused = await call(`/api/admin/users/${other.id}/disable`, {
      method: 'POST',
      cookie: admin,
      body: { reason: 'test' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('cannotDisableAdmin');
    const unknown = await call('/api/admin/users/no-such-id/enable', {
      method: 'POST',
      cookie: admin,
      body: {},
    });
    expect(unknown.status).toBe(404);
  });

  it('shows the figures and the e-mail service to the administrator only', async () => {
    const admin = await adminCookie();
    const stats = await call('/api/admin/stats', { cookie: admin });
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({ success: true, stripeStats: { currency: 'CAD' } });
    expect((stats.json.recentUsers as unknown[]).length).toBe(10);
    const adviser = await sessionCookieFor((await makeUser()).id);
    expect((await call('/api/admin/stats', { cookie: adviser })).status).toBe(403);
    const mail = await call('/api/email/status', { cookie: admin });
    expect(mail.json).toMatchObject({ mailService: { configured: true, status: { success: true } } });
  });
});
