import type { AuthCheckResponse, PublicUser } from '#shared/schemas/auth';

/**
 * A hint of the signed-in user is kept in local storage, used before the first
 * server answer and shared with other tabs. The server check stays the source of truth.
 */
export const AUTH_STORAGE_KEYS = {
  user: 'risquevision_user',
  token: 'auth_token',
  subscriptionEmail: 'subscription_email',
  legacyUser: 'userData',
} as const;

const TOKEN_VALUE = 'authenticated';

function looksLikeUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.email === 'string' &&
    typeof user.tier === 'string' &&
    typeof user.emailVerified === 'boolean' &&
    typeof user.subscriptionStatus === 'string' &&
    (user.role === 'user' || user.role === 'admin')
  );
}

/** The stored hint as an auth-check answer, or undefined when there is none (or it is damaged). */
export function readAuthHint(): AuthCheckResponse | undefined {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEYS.token) !== TOKEN_VALUE) return undefined;
    const user: unknown = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEYS.user) ?? 'null');
    return looksLikeUser(user) ? { authenticated: true, user } : undefined;
  } catch {
    return undefined;
  }
}

export function writeAuthHint(user: PublicUser): void {
  try {
    window.localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    window.localStorage.setItem(AUTH_STORAGE_KEYS.token, TOKEN_VALUE);
  } catch {
    // Storage blocked: the server check still works, only the hint is lost.
  }
}

export function clearAuthHint(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEYS.user);
    window.localStorage.removeItem(AUTH_STORAGE_KEYS.token);
    window.localStorage.removeItem(AUTH_STORAGE_KEYS.legacyUser);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Keeps the hint in line with a server answer. */
export function syncAuthHint(answer: AuthCheckResponse): void {
  if (answer.authenticated && answer.user) writeAuthHint(answer.user);
  else clearAuthHint();
}

export function rememberSubscriptionEmail(email: string): void {
  try {
    window.localStorage.setItem(AUTH_STORAGE_KEYS.subscriptionEmail, email);
  } catch {
    // The pricing page will simply ask for the address again.
  }
}
