import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { readCounter } from '#adapters/table/counters';
import { countRecoveryCodes } from '#adapters/table/two-factor';
import { callFrom, cookieIn, freshClientAddress } from './support/client-address';
import { call } from './support/http';
import { latestMail } from './support/payments';
import { makeUser, sessionCookieFor, TEST_PASSWORD } from './support/users';

/** The app's code for the next time step: never the step the previous code used (a code works once). */
async function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** A user with two-factor sign-in on: its secret and recovery codes. */
async function userWithTwoFactor() {
  const user = await makeUser();
  const cookie = await sessionCookieFor(user.id);
  const setup = await call('/api/two-factor/setup', { method: 'POST', cookie, body: {} });
  expect(setup.status).toBe(200);
  const { secret, otpauthUri, qrCode } = setup.json as { secret: string; otpauthUri: string; qrCode: string };
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const code = await generate({ secret });
  const enabled = await call('/api/two-factor/enable', { method: 'POST', cookie, body: { code } });
  expect(enabled.status, JSON.stringify(enabled.json)).toBe(200);
  const { recoveryCodes } = enabled.json as { recoveryCodes: string[] };
  return { user, cookie, secret, recoveryCodes };
}

function login(address: string, email: string, extra: Record<string, string> = {}) {
  return callFrom(address, '/api/login', {
    method: 'POST',
    body: { email, password: TEST_PASSWORD, ...extra },
  });
}

describe('two-factor sign-in', () => {
  it('enables with a first code: ten recovery codes once, a notice mail, and the secret never sent again', async () => {
    const { user, cookie, recoveryCodes } = await userWithTwoFactor();

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call('/api/profile', { cookie })).json).toMatchObject({
      twoFactor: { enabled: true, recoveryCodesLeft: 10 },
    });
    const again = await call('/api/two-factor/setup', { method: 'POST', cookie, body: {} });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'twoFactorAlreadyEnabled' });
    expect((await latestMail(user.email)).subject).toBe('Connexion en deux étapes activée — RisqueVision');
  });

  it('refuses to enable with a wrong code, or without a setup', async () => {
    const cookie = await sessionCookieFor((await makeUser()).id);
    const withoutSetup = await call('/api/two-factor/enable', {
      method: 'POST',
      cookie,
      body: { code: '123456' },
    });
    expect(withoutSetup.json).toMatchObject({ code: 'twoFactorNotSetUp' });
    const { secret } = (await call('/api/two-factor/setup', { method: 'POST', cookie, body: {} })).json as {
      secret: string;
    };
    const right = await generate({ secret });
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answer = await call('/api/two-factor/enable', { method: 'POST', cookie, body: { code: wrong } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'invalidTwoFactorCode' });
  });

  it('the right password alone answers 401 twoFactorRequired, opens no session and is not a failure', async () => {
    const { user } = await userWithTwoFactor();
    const address = freshClientAddress();

    const answer = await login(address, user.email);

    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 'twoFactorRequired', twoFactorRequired: true });
    expect(cookieIn(answer.setCookies, 'rv_session')).toBe('');
    expect(await readCounter(`login#${user.email}`)).toBe(0);
  });

  it('signs in with the password and the app’s code, once per code', async () => {
    const { user, secret } = await userWithTwoFactor();
    const address = freshClientAddress();
    const code = await nextCode(secret);

    const first = await login(address, user.email, { code });
    const replayed = await login(address, user.email, { code });

    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(cookieIn(first.setCookies, 'rv_session')).not.toBe('');
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({ code: 'invalidTwoFactorCode' });
  });

  it('counts a wrong code as a failed sign-in', async () => {
    const { user } = await userWithTwoFactor();
    const address = freshClientAddress();

    const answer = await login(address, user.email, { code: '000000' });

    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 'invalidTwoFactorCode' });
    expect(await readCounter(`login#${user.email}`)).toBe(1);
    expect(await readCounter(`loginAddress#${address}`)).toBe(1);
  });

  it('a recovery code works once, written in any case and without its dashes', async () => {
    const { user, cookie, recoveryCodes } = await userWithTwoFactor();
    const address = freshClientAddress();
    const [code] = recoveryCodes;

    const first = await login(address, user.email, { recoveryCode: code!.replaceAll('-', '').toUpperCase() });
    const second = await login(address, user.email, { recoveryCode: code! });

    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(second.status).toBe(401);
    expect(second.json).toMatchObject({ code: 'invalidTwoFactorCode' });
    expect((await call('/api/profile', { cookie })).json).toMatchObject({
      twoFactor: { enabled: true, recoveryCodesLeft: 9 },
    });
  });

  it('disabling needs the password; then the password alone signs in again', async () => {
    const { user, cookie, recoveryCodes } = await userWithTwoFactor();
    const address = freshClientAddress();

    const wrong = await call('/api/two-factor/disable', {
      method: 'POST',
      cookie,
      body: { password: 'not-it-1' },
    });
    const missing = await call('/api/two-factor/disable', { method: 'POST', cookie, body: {} });
    const stillOn = await login(address, user.email);
    const right = await call('/api/two-factor/disable', {
      method: 'POST',
      cookie,
      body: { password: TEST_PASSWORD },
    });
    const after = await login(address, user.email);

    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'wrongCurrentPassword' });
    expect(missing.status).toBe(400);
    expect(stillOn.json).toMatchObject({ code: 'twoFactorRequired' });
    expect(right.status).toBe(200);
    expect(after.status).toBe(200);
    expect((await call('/api/profile', { cookie })).json).toMatchObject({
      twoFactor: { enabled: false, recoveryCodesLeft: 0 },
    });
    // The recovery codes ended with it: none is left in the table.
    expect(recoveryCodes).toHaveLength(10);
    expect(await countRecoveryCodes(user.id)).toBe(0);
    expect((await latestMail(user.email)).subject).toBe('Connexion en deux étapes désactivée — RisqueVision');
  });

  it('answers a malformed code with 400 and a field code', async () => {
    const answer = await call('/api/login', {
      method: 'POST',
      body: { email: 'someone@test.local', password: 'whatever-1', code: '12ab' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ fields: { code: 'invalidCode' } });
  });
});
