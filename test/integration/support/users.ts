import { randomUUID } from 'node:crypto';
import { createUser, type NewUser } from '#adapters/table/users';
import { createSession } from '#adapters/table/sessions';
import { hashPassword } from '#core/account/passwords';
import { SESSION_TTL_SECONDS, signSessionToken } from '#core/account/session-token';

export const TEST_PASSWORD = 'correct-horse-1';

/** A fresh account with a unique address; fields override the defaults of an active advisor. */
export async function makeUser(overrides: Partial<NewUser> = {}) {
  const email = `user-${randomUUID()}@test.local`;
  const user = await createUser({
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    tier: 'conseiller_sst_pro',
    role: 'user',
    sourceInterface: 'conseiller',
    language: 'fr',
    emailVerified: true,
    subscriptionStatus: 'active',
    subscriptionEndDate: new Date(Date.now() + 30 * 86400_000).toISOString(),
    ...overrides,
  });
  if (!user) throw new Error('Test user already exists');
  return user;
}

/**
 * A session cookie for a user who could not sign in through the form (for example one
 * whose subscription ended after sign-in): made with the same record and token as login.
 */
export async function sessionCookieFor(userId: string): Promise<string> {
  const session = await createSession(userId, SESSION_TTL_SECONDS);
  return `rv_session=${await signSessionToken({ sid: session.id, sub: userId })}`;
}
