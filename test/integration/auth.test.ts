import { describe, expect, it } from 'vitest';
import { call, sessionCookieOf, signIn } from './support/http';
import { makeUser, sessionCookieFor, TEST_PASSWORD } from './support/users';

const SEED = { email: 'conseiller@demo.local', password: 'demo-password-1' };

describe('sign-in, session check and sign-out', () => {
  it('signs the seed advisor in with a session cookie that the check recognises, until logout', async () => {
    // Act
    const login = await call('/api/login', { method: 'POST', body: SEED });
    const cookieHeader = login.headers.getSetCookie().find((c) => c.startsWith('rv_session='))!;
    const cookie = sessionCookieOf(login.headers);
    const check = await call('/api/auth/check', { cookie });

    // Assess
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ success: true, redirectTo: '/conseiller-sst/app' });
    expect(cookieHeader).toMatch(/HttpOnly/);
    expect(cookieHeader).toMatch(/Secure/);
    expect(cookieHeader).toMatch(/SameSite=Lax/);
    expect(check.json).toMatchObject({
      authenticated: true,
      user: { email: SEED.email, tier: 'conseiller_sst_pro', subscriptionStatus: 'active' },
    });
    expect(JSON.stringify(check.json)).not.toMatch(/passwordHash|scrypt/);

    const logout = await call('/api/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    // The old cookie, replayed, no longer authenticates: the session was revoked server-side.
    expect((await call('/api/auth/check', { cookie })).json).toEqual({ authenticated: false, user: null });
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const cookie = await signIn('  Conseiller@Demo.LOCAL ', SEED.password);
    expect((await call('/api/auth/check', { cookie })).json).toMatchObject({ authenticated: true });
  });

  it('answers a wrong password with 401 and a clear message in the caller language', async () => {
    const user = await makeUser();
    const fr = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: 'wrong-password' },
    });
    const en = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: 'wrong-password' },
      headers: { 'accept-language': 'en-CA,en;q=0.9' },
    });
    expect(fr.status).toBe(401);
    expect(fr.json).toMatchObject({
      code: 'invalidCredentials',
      message: 'Courriel ou mot de passe invalide.',
    });
    expect(en.json).toMatchObject({ code: 'invalidCredentials', message: 'Invalid e-mail or password.' });
    expect(fr.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const unknown = await call('/api/login', {
      method: 'POST',
      body: { email: 'nobody@test.local', password: 'x-password' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json.code).toBe('invalidCredentials');
  });

  it('slows repeated failures for one address, then refuses the twelfth with 429, even with the right password', async () => {
    const user = await makeUser();
    const statuses: number[] = [];
    const durations: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const started = Date.now();
      statuses.push(
        (
          await call('/api/login', {
            method: 'POST',
            body: { email: user.email, password: `wrong-${attempt}` },
          })
        ).status,
      );
      durations.push(Date.now() - started);
    }
    const twelfth = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: 'wrong-12' },
    });
    const rightButLocked = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });

    expect(statuses).toEqual(Array(11).fill(401));
    expect(durations[10]!).toBeGreaterThanOrEqual(1000); // the eleventh waited 6 x 200 ms
    expect(twelfth.status).toBe(429);
    expect(twelfth.json.code).toBe('tooManyAttempts');
    expect(twelfth.headers.get('retry-after')).toBe('900');
    expect(rightButLocked.status).toBe(429);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const user = await makeUser();
    for (let i = 0; i < 3; i++)
      await call('/api/login', { method: 'POST', body: { email: user.email, password: 'nope-nope' } });
    await signIn(user.email, TEST_PASSWORD);
    const { readCounter } = await import('#adapters/table/counters');
    expect(await readCounter(`login#${user.email}`)).toBe(0);
  });

  it('answers 402 with requiresSubscription for an expired subscription, signed in only to renew', async () => {
    const user = await makeUser({
      subscriptionStatus: 'expired',
      subscriptionEndDate: '2026-01-01T00:00:00.000Z',
    });
    const answer = await call('/api/login', {
      method: 'POST',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(402);
    expect(answer.json).toMatchObject({ code: 'subscriptionRequired', requiresSubscription: true });
    expect(answer.json.message).toMatch(/abonnement a expiré/);
    // The session reaches the account and its renewal, never the subscribers' routes.
    const cookie = sessionCookieOf(answer.headers);
    expect((await call('/api/current-user', { cookie })).status).toBe(200);
    expect((await call('/api/analyses', { cookie })).status).toBe(402);
  });

  it('rejects malformed input with a 4xx and a stable code, never a 500', async () => {
    const cases = [
      { body: { email: 'not-an-email', password: 'x' }, status: 400, code: 'validationFailed' },
      { body: { email: 'a@b.ca' }, status: 400, code: 'validationFailed' },
      { body: '{"email":', status: 400, code: 'invalidJson' },
      { body: [], status: 400, code: 'validationFailed' },
    ];
    for (const { body, status, code } of cases) {
      const answer = await call('/api/login', { method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.code).toBe(code);
      expect(JSON.stringify(answer.json)).not.toMatch(/at .*\.ts|Error:/);
    }
    const invalid = await call('/api/login', {
      method: 'POST',
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(invalid.json.fields).toMatchObject({ email: 'invalidEmail' });
    const wrongType = await call('/api/login', {
      method: 'POST',
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('refuses a state change coming from another site (Origin check)', async () => {
    const answer = await call('/api/login', {
      method: 'POST',
      body: SEED,
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe('badOrigin');
  });

  it('ignores a forged or tampered session cookie', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const [name, token] = cookie.split('=') as [string, string];
    const tampered = `${name}=${token.slice(0, -3)}${token.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    expect((await call('/api/auth/check', { cookie })).json.authenticated).toBe(true);
    expect((await call('/api/auth/check', { cookie: tampered })).json.authenticated).toBe(false);
    expect((await call('/api/logout', { method: 'POST', cookie: tampered })).status).toBe(401);
  });
});
