import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sessionSecret } from '#adapters/secrets';

export const SESSION_COOKIE = 'rv_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

const ISSUER = 'risquevision';

let imported: { secret: string; key: webcrypto.CryptoKey } | undefined;

/**
 * The secret is read per call (cached by the secrets adapter, so a rotated key is used soon
 * after); its HMAC key is imported once per secret, not on every request's verification.
 */
async function key(): Promise<webcrypto.CryptoKey> {
  const secret = await sessionSecret();
  if (imported?.secret !== secret) {
    const bytes = new TextEncoder().encode(secret);
    const hmac = { name: 'HMAC', hash: 'SHA-256' };
    imported = {
      secret,
      key: await webcrypto.subtle.importKey('raw', bytes, hmac, false, ['sign', 'verify']),
    };
  }
  return imported.key;
}

export interface SessionClaims {
  /** Session record id: the token is only valid while that record exists. */
  sid: string;
  /** User id. */
  sub: string;
}

export async function signSessionToken(claims: SessionClaims): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(await key());
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  // Outside the try: a secret that cannot be read is an outage, not a signed-out visitor.
  const secret = await key();
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sid: payload.sid, sub: payload.sub };
  } catch {
    return null;
  }
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${SESSION_TTL_SECONDS}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`;
}
