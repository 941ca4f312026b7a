import { describe, expect, it } from 'vitest';
import { formatFileSize, maxSizeLabel } from '@/features/analysis/file-rules';

/** Intl separates number and unit with a narrow or plain no-break space: compared as a plain space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('file sizes in the user’s language and units', () => {
  it('reads octets, ko and Mo in French', () => {
    expect(plain(maxSizeLabel('fr'))).toBe('200 Mo');
    expect(plain(formatFileSize(687_524, 'fr'))).toBe('671,41 ko');
    expect(plain(formatFileSize(25, 'fr'))).toBe('25 o');
    expect(plain(formatFileSize(0, 'fr'))).toBe('0 o');
  });

  it('reads MB and kB in English and German, with their decimal marks', () => {
    expect(plain(maxSizeLabel('en'))).toBe('200 MB');
    expect(plain(formatFileSize(687_524, 'en'))).toBe('671.41 kB');
    expect(plain(formatFileSize(687_524, 'de'))).toBe('671,41 kB');
  });

  it('never shows an English unit word in French', () => {
    for (const bytes of [1, 900, 2048, 5 * 1024 ** 2, 3 * 1024 ** 3])
      expect(formatFileSize(bytes, 'fr')).not.toMatch(/Bytes|KB|MB|GB/);
  });
});
