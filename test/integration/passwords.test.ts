import { describe, expect, it } from 'vitest';
import { call, signIn } from './support/http';
import { latestMail, linkIn, mailsTo, newCustomer, uniqueEmail } from './support/payments';
import { makeUser, sessionCookieFor, TEST_PASSWORD } from './support/users';

/** The first `count` mails to an address, waiting for the asynchronous ones to arrive. */
async function waitForMails(to: string, count: number) {
  // Mails go through the jobs queue, shared with analyses and library reading: allow a busy worker.
  const end = Date.now() + 30_000;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails.slice(0, count);
    if (Date.now() > end) throw new Error(`Only ${mails.length} mails to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('forgotten and changed passwords', () => {
  it('answers a forgot-password request the same for a known and an unknown address', async () => {
    const user = await makeUser();
    const known = await call('/api/forgot-password', { method: 'POST', body: { email: user.email } });
    const unknown = await call('/api/forgot-password', {
      method: 'POST',
      body: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
    expect(known.json).toEqual({ success: true });
  });

  it('resets through the e-mailed link, which then no longer works; old sessions end', async () => {
    const user = await makeUser();
    const oldSession = await signIn(user.email, TEST_PASSWORD);
    await call('/api/forgot-password', { method: 'POST', body: { email: user.email, language: 'en' } });
    const mail = await latestMail(user.email);
    const token = linkIn(mail, '/reset-password').searchParams.get('token')!;

    const reset = await call('/api/reset-password', {
      method: 'POST',
      body: { token, password: 'brand-new-password' },
      headers: { 'accept-language': 'en' },
    });
    const again = await call('/api/reset-password', {
      method: 'POST',
      body: { token, password: 'another-password' },
    });

    expect(mail.subject).toBe('Reset your password — RisqueVision');
    expect(reset.json).toEqual({ success: true, message: 'Your password was changed. Sign in.' });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('invalidToken');
    expect(
      (await call('/api/login', { method: 'POST', body: { email: user.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(401);
    expect(await signIn(user.email, 'brand-new-password')).toMatch(/^rv_session=/);
    expect((await call('/api/auth/check', { cookie: oldSession })).json.authenticated).toBe(false);
  });

  it('says a reset link is used or expired as soon as its page asks, before any new password', async () => {
    const user = await makeUser();
    await call('/api/forgot-password', { method: 'POST', body: { email: user.email, language: 'en' } });
    const token = linkIn(await latestMail(user.email), '/reset-password').searchParams.get('token')!;
    const check = (value: string) => call(`/api/reset-password/verify?token=${encodeURIComponent(value)}`);

    expect((await check(token)).json).toEqual({ valid: true });
    // Checking does not use it up.
    expect((await check(token)).json).toEqual({ valid: true });
    await call('/api/reset-password', { method: 'POST', body: { token, password: 'brand-new-password' } });
    const used = await check(token);
    expect(used.status).toBe(400);
    expect(used.json.code).toBe('invalidToken');
    expect((await check('y'.repeat(43))).json.code).toBe('invalidToken');
  });

  it('sends at most three reset mails per address per quarter hour', async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++)
      await call('/api/forgot-password', { method: 'POST', body: { email: user.email } });
    // The worker sends them: wait for three, then long enough for any further one to arrive.
    await waitForMails(user.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('changes the password: the current session stays, the others end', async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const elsewhere = await signIn(user.email, TEST_PASSWORD);
    const wrong = await call('/api/change-password', {
      method: 'POST',
      cookie: here,
      body: { currentPassword: 'nope-nope', newPassword: 'changed-password-1' },
    });
    const tooShort = await call('/api/change-password', {
      method: 'POST',
      cookie: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    const changed = await call('/api/change-password', {
      method: 'POST',
      cookie: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed-password-1' },
    });

    expect(wrong.json.code).toBe('wrongCurrentPassword');
    expect(tooShort.json.fields).toEqual({ newPassword: 'passwordTooShort' });
    expect(changed.status).toBe(200);
    expect((await call('/api/auth/check', { cookie: here })).json.authenticated).toBe(true);
    expect((await call('/api/auth/check', { cookie: elsewhere })).json.authenticated).toBe(false);
  });

  it('ends every other reset link of the user when one of them is used', async () => {
    const user = await makeUser();
    await call('/api/forgot-password', { method: 'POST', body: { email: user.email } });
    await call('/api/forgot-password', { method: 'POST', body: { email: user.email } });
    const tokens = await waitForMails(user.email, 2);
    const [first, second] = tokens.map((mail) => linkIn(mail, '/reset-password').searchParams.get('token')!);

    const used = await call('/api/reset-password', {
      method: 'POST',
      body: { token: second, password: 'brand-new-password' },
    });
    const older = await call('/api/reset-password', {
      method: 'POST',
      body: { token: first, password: 'attacker-password' },
    });

    expect(used.status).toBe(200);
    expect(older.status).toBe(400);
    expect(older.json.code).toBe('invalidToken');
    expect(await signIn(user.email, 'brand-new-password')).toMatch(/^rv_session=/);
  });

  it('ends outstanding reset links when the signed-in user changes the password', async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    await call('/api/forgot-password', { method: 'POST', body: { email: user.email } });
    const token = linkIn(await latestMail(user.email), '/reset-password').searchParams.get('token')!;
    const changed = await call('/api/change-password', {
      method: 'POST',
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed-password-1' },
    });
    const stale = await call('/api/reset-password', {
      method: 'POST',
      body: { token, password: 'attacker-password' },
    });
    expect(changed.status).toBe(200);
    expect(stale.status).toBe(400);
    expect(stale.json.code).toBe('invalidToken');
    expect(await signIn(user.email, 'changed-password-1')).toMatch(/^rv_session=/);
  });

  it('has no set-password, create-password or verify-token route: nothing issues their tokens', async () => {
    const user = await makeUser({ passwordHash: null, emailVerified: false });
    const answers = [
      await call('/api/auth/verify-token?token=anything'),
      await call('/api/auth/set-password', {
        method: 'POST',
        body: { token: 'x', password: 'first-password-9' },
      }),
      await call('/api/create-password', {
        method: 'POST',
        body: { email: user.email, password: 'first-password-9', token: 'x' },
      }),
    ];
    expect(answers.map((answer) => [answer.status, answer.json.code])).toEqual([
      [404, 'routeNotFound'],
      [404, 'routeNotFound'],
      [404, 'routeNotFound'],
    ]);
  });
});

describe('verification e-mails', () => {
  it('resends a fresh link to the signed-in user, at most three times a quarter hour', async () => {
    const { cookie, email } = await newCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call('/api/auth/resend-verification', { method: 'POST', cookie, body: {} })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(email)).toHaveLength(4); // the setup mail and three resends
  });

  it('tells a verified user there is nothing to resend', async () => {
    const user = await makeUser();
    const answer = await call('/api/auth/resend-verification', {
      method: 'POST',
      cookie: await sessionCookieFor(user.id),
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'alreadyVerified', redirectTo: '/conseiller-sst/app' });
  });
});
