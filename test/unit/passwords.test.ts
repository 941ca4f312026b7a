import { describe, expect, it } from 'vitest';
import { DECOY_HASH, hashPassword, verifyPassword } from '#core/account/passwords';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo-password-1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('demo-password-1', stored)).toBe(true);
    expect(await verifyPassword('demo-password-2', stored)).toBe(false);
  });

  it('salts each hash, so the same password never gives the same string', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('normalises Unicode so an accented password typed either way matches', async () => {
    const composed = 'sécurité-2026';
    const decomposed = composed.normalize('NFD');
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('refuses malformed stored values and never matches the decoy', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('', DECOY_HASH)).toBe(false);
  });
});
