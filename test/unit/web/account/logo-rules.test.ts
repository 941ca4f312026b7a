import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '#shared/schemas/workbench';
import { logoKeyFor, logoProblem } from '@/features/account/logo-rules';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });

describe('report logo checks', () => {
  it('accepts a PNG or a JPEG up to 1 MiB', () => {
    expect(logoProblem({ type: 'image/png', size: 120_000 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: MAX_LOGO_BYTES })).toBeNull();
  });

  it('refuses another type, an empty file and one over 1 MiB, each for its reason', () => {
    expect(logoProblem({ type: 'image/svg+xml', size: 2_000 })).toBe('logoType');
    expect(logoProblem({ type: 'image/gif', size: 2_000 })).toBe('logoType');
    expect(logoProblem({ type: '', size: 2_000 })).toBe('logoType');
    expect(logoProblem({ type: 'image/png', size: 0 })).toBe('emptyFile');
    expect(logoProblem({ type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toBe('fileTooLarge');
  });
});

describe('logo key sent with the identity', () => {
  it('sends the new key, an empty key to remove, and nothing to keep the logo', () => {
    const replace = { kind: 'replace' as const, file: file('image/png', 10), previewUrl: 'blob:x' };
    expect(logoKeyFor(replace, 'logos/u1/abc.png')).toEqual({ logoKey: 'logos/u1/abc.png' });
    expect(logoKeyFor({ kind: 'remove' }, null)).toEqual({ logoKey: '' });
    expect(logoKeyFor({ kind: 'keep' }, null)).toEqual({});
  });
});
