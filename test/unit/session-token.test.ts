import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '#functions/config';
import { sessionCookie, signSessionToken, verifySessionToken } from '#core/account/session-token';
import { testConfig } from './support/config';

beforeAll(() => testConfig());

describe('session token (jose HS256)', () => {
  it('round-trips the session id and user id', async () => {
    const token = await signSessionToken({ sid: 's-1', sub: 'u-1' });
    expect(await verifySessionToken(token)).toEqual({ sid: 's-1', sub: 'u-1' });
  });

  it('refuses a token signed with another key, an unsigned one and garbage', async () => {
    const foreign = await new SignJWT({ sid: 's-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setIssuer('risquevision')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const [header, payload] = (await signSessionToken({ sid: 's', sub: 'u' })).split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verifySessionToken(foreign)).toBeNull();
    expect(await verifySessionToken(unsigned)).toBeNull();
    expect(await verifySessionToken(`${header}.garbage.sig`)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ sid: 's-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setIssuer('risquevision')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(process.env.SESSION_SECRET!));
    expect(await verifySessionToken(expired)).toBeNull();
  });

  it('sets the cookie httpOnly, Secure and SameSite=Lax', () => {
    expect(sessionCookie('abc')).toBe(
      'rv_session=abc; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=604800',
    );
  });

  it('fails fast on a missing secret', async () => {
    const saved = process.env.SESSION_SECRET;
    delete process.env.SESSION_SECRET;
    resetConfigForTests();
    try {
      await expect(signSessionToken({ sid: 's', sub: 'u' })).rejects.toThrow(/SESSION_SECRET/);
    } finally {
      process.env.SESSION_SECRET = saved;
      resetConfigForTests();
    }
  });
});
