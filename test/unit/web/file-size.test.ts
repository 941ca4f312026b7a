import { describe, expect, it } from 'vitest';
import { fileWarnings } from '#adapters/model/delivery';
import { formatFileSize } from '#shared/file-size';
import { resources } from '#shared/i18n/resources';
import { LANGUAGE_CODES } from '#shared/languages';
import { MAX_LOGO_BYTES } from '#shared/schemas/workbench';
import { maxSizeLabel } from '@/features/analysis/file-rules';

/** Intl separates number and unit with a narrow or plain no-break space: compared as a plain space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const size = (bytes: number, language: string) => plain(formatFileSize(bytes, language));

const KB = 1024;
const MB = 1024 ** 2;

describe('file sizes in the user’s language and units', () => {
  it('reads octets, ko, Mo and Go in French', () => {
    expect(plain(maxSizeLabel('fr'))).toBe('200 Mo');
    expect(size(687_524, 'fr')).toBe('671,41 ko');
    expect(size(25, 'fr')).toBe('25 octets');
    expect(size(0, 'fr')).toBe('0 octet');
    expect(size(1.5 * 1024 ** 3, 'fr')).toBe('1,5 Go');
  });

  it('reads bytes, kB and MB in English', () => {
    expect(plain(maxSizeLabel('en'))).toBe('200 MB');
    expect(size(687_524, 'en')).toBe('671.41 kB');
    expect(size(25, 'en')).toBe('25 bytes');
  });

  it('reads Byte, kB and MB in German, with its decimal comma', () => {
    expect(plain(maxSizeLabel('de'))).toBe('200 MB');
    expect(size(687_524, 'de')).toBe('671,41 kB');
    expect(size(25, 'de')).toBe('25 Byte');
  });

  it('reads バイト, KB and MB in Japanese', () => {
    expect(plain(maxSizeLabel('ja'))).toBe('200 MB');
    expect(size(687_524, 'ja')).toBe('671.41 KB');
    expect(size(25, 'ja')).toBe('25 バイト');
  });

  it('never shows an English unit word in French', () => {
    for (const bytes of [1, 900, 2 * KB, 5 * MB, 3 * 1024 ** 3])
      expect(formatFileSize(bytes, 'fr')).not.toMatch(/Bytes?|KB|kB|MB|GB/);
  });
});

describe('sizes in sentences', () => {
  /** A size written into a translation ("{{max}} MB") would stay in one language's units whatever the user's. */
  const WRITTEN_SIZE = /(\d|\}\})\s?(octets?|ko|Ko|Mo|Go|bytes?|Bytes?|KB|kB|MB|GB|MiB|KiB)(?![\p{L}])/u;

  it('has no unit written into any translated string: sizes are interpolated, formatted', () => {
    for (const language of LANGUAGE_CODES) {
      const texts = JSON.stringify(resources[language]);
      expect(texts.match(WRITTEN_SIZE)?.[0], language).toBeUndefined();
    }
  });

  it('gives the logo limit and the model’s limits in the user’s units', () => {
    const hint = resources.fr.history.profileReport.logo.hint.replace(
      '{{max}}',
      formatFileSize(MAX_LOGO_BYTES, 'fr'),
    );
    expect(plain(hint)).toBe('Image PNG ou JPEG, 1 Mo au plus.');
    const image = { fileName: 'quai.heic', as: 'text' as const, reason: 'imageTooLarge' as const };
    expect(plain(fileWarnings(image, false, 'fr')[0]!)).toContain('(3,75 Mo)');
    expect(plain(fileWarnings(image, false, 'en')[0]!)).toContain('(3.75 MB)');
    const document = { fileName: 'plan.pdf', as: 'text' as const, reason: 'documentTooLarge' as const };
    expect(plain(fileWarnings(document, false, 'fr')[0]!)).toContain('(4,5 Mo)');
  });
});
