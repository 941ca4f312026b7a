import { setTimeout as sleep } from 'node:timers/promises';
import { destinationAfterLogin, grantsAccess } from '../../shared/tiers';
import type { LoginResponse } from '../../shared/schemas/auth';
import { clearCounter, incrementCounter, readCounter } from '../adapters/table/counters';
import { createSession, getSession, revokeSession } from '../adapters/table/sessions';
import { findUserByEmail, getUser, type UserItem } from '../adapters/table/users';
import { AppError } from './errors';
import { DECOY_HASH, verifyPassword } from './passwords';
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './session-token';
import { effectiveStatus, toPublicUser } from './users';

/** After this many consecutive failures the address is locked for the window. */
export const LOGIN_LOCK_AFTER = 11;
/** Failures beyond this many are answered more and more slowly. */
export const LOGIN_SLOW_AFTER = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const SLOWDOWN_STEP_MS = 200;

export function loginDelayMs(failures: number): number {
  return Math.min(2000, Math.max(0, failures - LOGIN_SLOW_AFTER) * SLOWDOWN_STEP_MS);
}

export interface SignedIn {
  response: LoginResponse;
  token: string;
}

const failuresKey = (email: string) => `login#${email}`;

export async function login(email: string, password: string): Promise<SignedIn> {
  if ((await readCounter(failuresKey(email))) >= LOGIN_LOCK_AFTER) {
    throw new AppError(429, 'tooManyAttempts', {}, { 'Retry-After': String(LOGIN_WINDOW_SECONDS) });
  }
  const user = await findUserByEmail(email);
  // The decoy keeps the timing of an unknown address the same as a wrong password.
  const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !valid) {
    const failures = await incrementCounter(failuresKey(email), LOGIN_WINDOW_SECONDS);
    await sleep(loginDelayMs(failures));
    throw new AppError(401, 'invalidCredentials', { success: false });
  }
  await clearCounter(failuresKey(email));
  if (user.role !== 'admin' && !grantsAccess(effectiveStatus(user))) {
    throw new AppError(402, 'subscriptionRequired', { success: false, requiresSubscription: true });
  }
  return startSession(user);
}

/** Opens a session for a user who has proved who they are (password, e-mail link, payment). */
export async function startSession(user: UserItem): Promise<SignedIn> {
  const session = await createSession(user.id, SESSION_TTL_SECONDS);
  const token = await signSessionToken({ sid: session.id, sub: user.id });
  const redirectTo = user.emailVerified ? destinationAfterLogin(user) : '/email-verification-required';
  return { token, response: { success: true, user: toPublicUser(user), redirectTo } };
}

export interface ActiveSession {
  sessionId: string;
  user: UserItem;
}

/** The session a cookie token stands for, or null when it is invalid, expired or revoked. */
export async function resolveSession(token: string | undefined): Promise<ActiveSession | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const session = await getSession(claims.sid);
  if (!session || session.userId !== claims.sub) return null;
  const user = await getUser(session.userId);
  return user ? { sessionId: session.id, user } : null;
}

export async function logout(sessionId: string): Promise<void> {
  await revokeSession(sessionId);
}
