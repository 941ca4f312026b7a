import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { clearCounter } from '#adapters/table/counters';
import { table, tableName } from '#adapters/table/client';
import { ADDRESS_LOCK_AFTER, LOGIN_LOCK_AFTER } from '#core/account/auth';
import { CLIENT_LIMITS, clientLimitKeys } from '#core/rate-limit';
import { callFrom, cookieIn, freshClientAddress } from './support/client-address';
import { latestMail, linkIn, openCheckout, pay, uniqueEmail } from './support/payments';
import { makeUser, TEST_PASSWORD } from './support/users';

/** Sets a counter as if `count` requests had been made (the real counter item). */
async function seedCounter(key: string, count: number) {
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: `COUNTER#${key}`,
        sk: 'COUNTER',
        type: 'counter',
        count,
        expiresAt: Math.floor(Date.now() / 1000) + 300,
      },
    }),
  );
}

/** Both this minute's and the next minute's counters, so a window boundary cannot slip in. */
const windowKeys = (routeId: string, address: string) => [
  clientLimitKeys(routeId, address),
  clientLimitKeys(routeId, address, Date.now() + CLIENT_LIMITS.windowSeconds * 1000),
];

/**
 * Waits, if needed, for a fixed window with at least 30 s left, so that a burst counted against
 * one window is not split across two (the counters reset at each window's start).
 */
async function roomInThisWindow() {
  const windowMs = CLIENT_LIMITS.windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

const login = (address: string, email: string, password: string, cookie?: string) =>
  callFrom(address, '/api/login', { method: 'POST', body: { email, password }, cookie });

describe('failed sign-ins, per account and per client address', () => {
  it('a locked account still opens with the right password from a browser it used before, and after a reset', async () => {
    const user = await makeUser();
    const ownerAddress = freshClientAddress();
    const first = await login(ownerAddress, user.email, TEST_PASSWORD);
    const device = cookieIn(first.setCookies, 'rv_device');

    // An attacker from elsewhere locks the account.
    const attacker = freshClientAddress();
    for (let attempt = 0; attempt < LOGIN_LOCK_AFTER; attempt++)
      await login(attacker, user.email, `wrong-${attempt}-pw`);

    const unknownBrowser = await login(freshClientAddress(), user.email, TEST_PASSWORD);
    const knownBrowser = await login(ownerAddress, user.email, TEST_PASSWORD, device);
    const knownButWrong = await login(ownerAddress, user.email, 'still-wrong-pw', device);

    expect(first.status).toBe(200);
    expect(first.setCookies.find((c) => c.startsWith('rv_device='))).toMatch(
      /HttpOnly; Secure; SameSite=Lax; Path=\/api\/login;/,
    );
    expect(unknownBrowser.status).toBe(429);
    expect(unknownBrowser.json.code).toBe('tooManyAttempts');
    expect(knownBrowser.status).toBe(200);
    expect(knownButWrong.status).toBe(401);

    // The step-up: the reset link clears the lock for any browser.
    await callFrom(freshClientAddress(), '/api/forgot-password', {
      method: 'POST',
      body: { email: user.email },
    });
    const token = linkIn(await latestMail(user.email, 10_000), '/reset-password').searchParams.get('token');
    await callFrom(freshClientAddress(), '/api/reset-password', {
      method: 'POST',
      body: { token, password: 'after-reset-password' },
    });
    expect((await login(freshClientAddress(), user.email, 'after-reset-password')).status).toBe(200);
  });

  it('a device cookie of another account does not open a locked one', async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const address = freshClientAddress();
    const device = cookieIn((await login(address, other.email, TEST_PASSWORD)).setCookies, 'rv_device');
    for (let attempt = 0; attempt < LOGIN_LOCK_AFTER; attempt++)
      await login(freshClientAddress(), owner.email, `wrong-${attempt}-pw`);
    expect((await login(address, owner.email, TEST_PASSWORD, device)).status).toBe(429);
  });

  it('stops one address that tries passwords across many accounts, not the others', async () => {
    const user = await makeUser();
    const sprayer = freshClientAddress();
    // As if it had already failed on many accounts; the last ten failures are real and concurrent.
    await seedCounter(`loginAddress#${sprayer}`, ADDRESS_LOCK_AFTER - 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(sprayer, uniqueEmail('spray'), 'guess-password-1')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    const fromSprayer = await login(sprayer, user.email, TEST_PASSWORD);
    const fromElsewhere = await login(freshClientAddress(), user.email, TEST_PASSWORD);
    expect(fromSprayer.status).toBe(429);
    expect(fromSprayer.json.code).toBe('tooManyAttempts');
    expect(fromElsewhere.status).toBe(200);
  });
});

describe('request limits of the public account routes', () => {
  it('refuses the 121st e-mail check of a minute from one address, not another address', async () => {
    await roomInThisWindow();
    const address = freshClientAddress();
    const statuses: number[] = [];
    for (let batch = 0; batch < CLIENT_LIMITS.perAddress; batch += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => callFrom(address, `/api/check-email?email=${uniqueEmail()}`)),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    const over = await callFrom(address, `/api/check-email?email=${uniqueEmail()}`);
    const other = await callFrom(freshClientAddress(), `/api/check-email?email=${uniqueEmail()}`);
    expect(statuses).toEqual(Array(CLIENT_LIMITS.perAddress).fill(200));
    expect(over.status).toBe(429);
    expect(over.json.code).toBe('tooManyRequests');
    expect(other.status).toBe(200);
  });

  it('limits each address on login, the e-mail checks, forgot-password and the checkout session', async () => {
    const { checkoutUrl, nonceCookie } = await openCheckout(uniqueEmail());
    const sessionId = (await pay(checkoutUrl)).searchParams.get('session_id');
    const email = uniqueEmail();
    // Route id, call, and its answer under the limit.
    const calls = {
      login: ['/api/login', { method: 'POST', body: { email, password: 'any-password-1' } }, 401],
      checkEmailTrial: [`/api/check-email-trial?email=${email}`, {}, 200],
      checkEmailInternational: [`/api/check-email-international?email=${email}`, {}, 200],
      forgotPassword: ['/api/forgot-password', { method: 'POST', body: { email } }, 200],
      paymentSession: [`/api/stripe/session/${sessionId}`, { cookie: nonceCookie }, 200],
    } as const;
    for (const [routeId, [path, options, under]] of Object.entries(calls)) {
      const address = freshClientAddress();
      expect((await callFrom(address, path, options)).status, routeId).toBe(under);
      for (const keys of windowKeys(routeId, address))
        await seedCounter(`rate#${keys.address}`, CLIENT_LIMITS.perAddress);
      const over = await callFrom(address, path, options);
      expect(over.status, routeId).toBe(429);
      expect(over.json.code, routeId).toBe('tooManyRequests');
    }
  });

  it('limits every address together once the global count of a route is reached', async () => {
    const keys = windowKeys('checkEmailInternational', 'any');
    const path = `/api/check-email-international?email=${uniqueEmail()}`;
    try {
      for (const { global } of keys) await seedCounter(`rate#${global}`, CLIENT_LIMITS.global);
      const answer = await callFrom(freshClientAddress(), path);
      expect(answer.status).toBe(429);
      expect(answer.json.code).toBe('tooManyRequests');
    } finally {
      for (const { global } of keys) await clearCounter(`rate#${global}`);
    }
    expect((await callFrom(freshClientAddress(), path)).status).toBe(200);
  });
});

describe('forgot-password timing', () => {
  it('answers a known and an unknown address in the same time (median paired difference within 12 ms)', async () => {
    // Before the mail went to the worker, a known address cost about 25 ms more (token, SES).
    // Each known request is paired with an unknown one sent right beside it, in alternating
    // order, so load from other tests shifts both sides of a pair alike.
    const known = await Promise.all(Array.from({ length: 31 }, () => makeUser()));
    const address = freshClientAddress();
    const time = async (email: string) => {
      const started = performance.now();
      const answer = await callFrom(address, '/api/forgot-password', { method: 'POST', body: { email } });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const differences: number[] = [];
    for (const [index, user] of known.entries()) {
      if (index % 2 === 0) {
        const knownTime = await time(user.email);
        differences.push(knownTime - (await time(uniqueEmail('nobody'))));
      } else {
        const unknownTime = await time(uniqueEmail('nobody'));
        differences.push((await time(user.email)) - unknownTime);
      }
    }
    const median = [...differences].sort((a, b) => a - b)[Math.floor(differences.length / 2)]!;
    console.log(`forgot-password: median of known minus unknown ${median.toFixed(1)} ms`);
    expect(Math.abs(median)).toBeLessThan(12);
    // The mail still arrives, sent by the worker.
    expect((await latestMail(known[0]!.email, 10_000)).subject).toMatch(/mot de passe/i);
  });
});
