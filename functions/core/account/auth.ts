import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { destinationAfterLogin, grantsAccess } from '#shared/tiers';
import type { LoginResponse } from '#shared/schemas/auth';
import { clearCounter, incrementCounter, readCounter } from '#adapters/table/counters';
import {
  createSession,
  getSessionAndUser,
  isKnownDevice,
  rememberDevice,
  revokeSession,
  touchSession,
  TOUCH_EVERY_MS,
  type Session,
} from '#adapters/table/sessions';
import type { RowKey } from '#adapters/table/read-ahead';
import { findUserByEmail, recordAccess, type User } from '#adapters/table/users';
import { AppError } from '#core/errors';
import { DECOY_HASH, verifyPassword } from './passwords';
import { withTeamPlan } from './team-plan';
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './session-token';
import { secondFactorHolds, type SecondFactor } from './two-factor';
import { effectiveStatus, toPublicUser } from './users';

/** After this many consecutive failures the account is locked for the window (unknown devices). */
export const LOGIN_LOCK_AFTER = 11;
/**
 * After this many failures from one client address, it may not try passwords for the
 * window (offices share an address: known browsers still get in).
 */
export const ADDRESS_LOCK_AFTER = 100;
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

/** Who is trying: the connection's address and the browser's device cookie, if any. */
export interface LoginClient {
  address: string;
  deviceId?: string;
  /** Kept on the session, to name the device in the profile's list of sessions. */
  userAgent?: string;
}

export interface LoginResult extends SignedIn {
  /** The browser's device id, new or kept: the caller sets it as a cookie. */
  deviceId: string;
  /** The password was right but the subscription ended: the session only reaches renewal. */
  requiresSubscription: boolean;
}

/** Browsers stay known for as long as a device cookie lives. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 3600;
/** Device ids are 256-bit random values: unguessable, so a known one is proof enough. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

const failuresKey = (email: string) => `login#${email}`;
const addressFailuresKey = (address: string) => `loginAddress#${address}`;
const tooManyAttempts = () =>
  new AppError(429, 'tooManyAttempts', {}, { 'Retry-After': String(LOGIN_WINDOW_SECONDS) });

/**
 * Checks a password, and the second factor when the account has two-factor sign-in on.
 * Failures (a wrong password, a wrong code) are counted per account and per client address;
 * either count past its limit locks out unknown browsers, but the right password from a browser
 * that already signed in to this account still gets in (an attacker cannot lock the owner
 * out), and a password reset clears the account's count.
 */
export async function login(
  email: string,
  password: string,
  client: LoginClient,
  secondFactor: SecondFactor = {},
): Promise<LoginResult> {
  const user = await findUserByEmail(email);
  const deviceId = client.deviceId && DEVICE_ID.test(client.deviceId) ? client.deviceId : undefined;
  const knownDevice = Boolean(user && deviceId && (await isKnownDevice(user.id, deviceId)));
  if (
    !knownDevice &&
    ((await readCounter(failuresKey(email))) >= LOGIN_LOCK_AFTER ||
      (await readCounter(addressFailuresKey(client.address))) >= ADDRESS_LOCK_AFTER)
  ) {
    throw tooManyAttempts();
  }
  // The decoy keeps the timing of an unknown address the same as a wrong password.
  const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
  const failed = async (code: 'invalidCredentials' | 'invalidTwoFactorCode') => {
    const [failures] = await Promise.all([
      incrementCounter(failuresKey(email), LOGIN_WINDOW_SECONDS),
      incrementCounter(addressFailuresKey(client.address), LOGIN_WINDOW_SECONDS),
    ]);
    await sleep(loginDelayMs(failures));
    return new AppError(401, code, { success: false });
  };
  if (!user || !valid) throw await failed('invalidCredentials');
  if (user.twoFactorSecret) {
    // The right password alone opens nothing: the form then asks for the code (not a failure).
    if (!secondFactor.code && !secondFactor.recoveryCode)
      throw new AppError(401, 'twoFactorRequired', { success: false, twoFactorRequired: true });
    if (!(await secondFactorHolds(user, secondFactor))) throw await failed('invalidTwoFactorCode');
  }
  await clearCounter(failuresKey(email));
  const device = deviceId ?? randomBytes(32).toString('base64url');
  await rememberDevice(user.id, device, DEVICE_TTL_SECONDS);
  // A team member signs in on the team's plan (the owner's).
  const account = await withTeamPlan(user);
  const requiresSubscription = account.role !== 'admin' && !grantsAccess(effectiveStatus(account));
  return { ...(await startSession(account, client.userAgent)), deviceId: device, requiresSubscription };
}

export const DEVICE_COOKIE = 'rv_device';

/** Sent only to the sign-in route, never readable by scripts. */
export function deviceCookie(deviceId: string): string {
  return `${DEVICE_COOKIE}=${deviceId}; HttpOnly; Secure; SameSite=Lax; Path=/api/login; Max-Age=${DEVICE_TTL_SECONDS}`;
}

/** Opens a session for a user who has proved who they are (password, e-mail link, payment). */
export async function startSession(user: User, userAgent?: string): Promise<SignedIn> {
  // Every way in (password, e-mail link, payment, new password) ends here: a disabled account stays out.
  if (user.disabledAt) throw new AppError(403, 'accountDisabled');
  // Signing in is an access too: "last access" does not wait for the session's first later use.
  const [session] = await Promise.all([
    createSession(user.id, SESSION_TTL_SECONDS, userAgent),
    recordAccess(user.id),
  ]);
  const token = await signSessionToken({ sid: session.id, sub: user.id });
  const redirectTo = user.emailVerified ? destinationAfterLogin(user) : '/email-verification-required';
  return { token, response: { success: true, user: toPublicUser(user), redirectTo } };
}

export interface ActiveSession {
  sessionId: string;
  user: User;
  /** A visitor's session: `user` then stands for the visitor (no account behind it). */
  visitor?: NonNullable<Session['visitor']>;
}

/** The account a visitor's session acts as: a read-only stand-in in the code's team. */
function visitorUser(session: Session & { visitor: NonNullable<Session['visitor']> }): User {
  return {
    id: session.userId,
    email: session.visitor.email,
    passwordHash: null,
    // The team's plan replaces these (withTeamPlan), as for any member without one of their own.
    tier: 'pack_entreprise_5',
    subscriptionStatus: 'expired',
    subscriptionEndDate: null,
    role: 'user',
    sourceInterface: 'enterprise',
    language: 'fr',
    emailVerified: true,
    teamId: session.visitor.teamId,
    createdAt: session.createdAt,
  };
}

/** The session a cookie token stands for, or null when it is invalid, expired or revoked. */
/** `readAhead`: table rows the route reads next, fetched in the same round trip (route `readsAhead`). */
export async function resolveSession(
  token: string | undefined,
  readAhead: RowKey[] = [],
): Promise<ActiveSession | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  // One round trip: the token names the session and its account (a visitor's names no account).
  const { session, user: account } = await getSessionAndUser(claims.sid, claims.sub, readAhead);
  if (!session || session.userId !== claims.sub) return null;
  const now = new Date();
  const used = Date.parse(session.lastUsedAt ?? session.createdAt);
  const stale = now.getTime() - used > TOUCH_EVERY_MS;
  if (session.visitor) {
    if (stale) await touchSession(session, now);
    const visitor = await withTeamPlan(visitorUser({ ...session, visitor: session.visitor }));
    return { sessionId: session.id, user: visitor, visitor: session.visitor };
  }
  // Disabling deletes the sessions; this holds for one that was being resolved meanwhile.
  if (!account || account.disabledAt) return null;
  if (stale) await Promise.all([touchSession(session, now), recordAccess(account.id, now)]);
  return { sessionId: session.id, user: await withTeamPlan(account) };
}

export async function logout(sessionId: string): Promise<void> {
  await revokeSession(sessionId);
}
