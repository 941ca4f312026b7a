import { describe, expect, it } from 'vitest';
import { call, sessionCookieOf } from './support/http';
import { makeUser, TEST_PASSWORD } from './support/users';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: string;
  browser: string | null;
  os: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

async function signInWith(email: string, userAgent: string): Promise<string> {
  const answer = await call('/api/login', {
    method: 'POST',
    body: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return sessionCookieOf(answer.headers);
}

async function sessionsSeenBy(cookie: string): Promise<ListedSession[]> {
  const answer = await call('/api/sessions', { cookie });
  expect(answer.status).toBe(200);
  return (answer.json as { sessions: ListedSession[] }).sessions;
}

describe('active sessions: list, revoke one, revoke the others', () => {
  it('lists the user’s sessions with their device, the current one first and marked', async () => {
    const user = await makeUser();
    const laptop = await signInWith(user.email, CHROME_ON_WINDOWS);
    await signInWith(user.email, SAFARI_ON_IPHONE);

    const sessions = await sessionsSeenBy(laptop);

    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', current: true });
    expect(sessions[1]).toMatchObject({ browser: 'Safari', os: 'iOS', current: false });
    expect(Date.parse(sessions[1]!.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(sessions[1]!.createdAt));
    // A digest names the session; the cookie's session id is never sent.
    expect(laptop).not.toContain(sessions[0]!.id);
  });

  it('revokes another session of the user: that browser’s next request is 401', async () => {
    const user = await makeUser();
    const laptop = await signInWith(user.email, CHROME_ON_WINDOWS);
    const phone = await signInWith(user.email, SAFARI_ON_IPHONE);
    const other = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;

    const revoked = await call(`/api/sessions/${other.id}/revoke`, {
      method: 'POST',
      cookie: laptop,
      body: {},
    });

    expect(revoked.status).toBe(200);
    expect((await call('/api/profile', { cookie: phone })).status).toBe(401);
    expect((await call('/api/profile', { cookie: laptop })).status).toBe(200);
    expect(await sessionsSeenBy(laptop)).toHaveLength(1);
  });

  it('answers 404 for a session of someone else, and leaves it alone', async () => {
    const owner = await makeUser();
    const stranger = await makeUser();
    const ownerCookie = await signInWith(owner.email, CHROME_ON_WINDOWS);
    const strangerCookie = await signInWith(stranger.email, SAFARI_ON_IPHONE);
    const [strangerSession] = await sessionsSeenBy(strangerCookie);

    const answer = await call(`/api/sessions/${strangerSession!.id}/revoke`, {
      method: 'POST',
      cookie: ownerCookie,
      body: {},
    });

    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 'notFound' });
    expect((await call('/api/profile', { cookie: strangerCookie })).status).toBe(200);
  });

  it('signs out every other browser, and keeps this one', async () => {
    const user = await makeUser();
    const laptop = await signInWith(user.email, CHROME_ON_WINDOWS);
    const phone = await signInWith(user.email, SAFARI_ON_IPHONE);
    const tablet = await signInWith(user.email, SAFARI_ON_IPHONE);

    const answer = await call('/api/sessions/revoke-others', { method: 'POST', cookie: laptop, body: {} });

    expect(answer.json).toEqual({ success: true, revoked: 2 });
    expect((await call('/api/sessions', { cookie: phone })).status).toBe(401);
    expect((await call('/api/sessions', { cookie: tablet })).status).toBe(401);
    expect(await sessionsSeenBy(laptop)).toEqual([expect.objectContaining({ current: true })]);
  });
});
