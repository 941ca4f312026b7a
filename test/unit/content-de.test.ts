import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';

const words = WORDS.de;

/** The German forms of the analyzer's sentences; completeness is checked in knowledge-content.test.ts. */
describe('German analyzer words', () => {
  it('writes the summary with the count and the area, in singular and plural', () => {
    const many = words.summary({
      observed: 3,
      typical: 0,
      controlled: 0,
      files: 2,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    const one = words.summary({
      observed: 1,
      typical: 0,
      controlled: 0,
      files: 1,
      area: 'Lager',
      siteTypeUnknown: false,
    });
    const typical = words.summary({
      observed: 0,
      typical: 3,
      controlled: 0,
      files: 2,
      area: 'Werkstatt',
      siteTypeUnknown: false,
    });

    expect(many).toContain('3');
    expect(many).toContain('„Atelier“');
    expect(many).toContain('Risiken');
    expect(many).toContain('2 Dateien');
    expect(one).toContain('1 Risiko ');
    expect(one).toContain('1 Datei ');
    expect(typical).toContain('Werkstatt');
    expect(typical).not.toBe(many);
  });

  it('describes the method with and without OCR', () => {
    expect(words.method(true)).not.toBe(words.method(false));
    expect(words.method(true)).toContain('OCR');
  });

  it('summarises documents, photos, findings and openings', () => {
    expect(words.documentSummary(12, 3400, 2)).toBe(
      'Dokument mit 12 Seiten; 3400 Zeichen gelesen (davon 2 Seiten per OCR gelesen).',
    );
    expect(words.documentSummary(null, 50, 0)).toBe('50 Zeichen gelesen.');
    expect(words.documentSummary(1, 10, 1)).toContain('1 Seite;');
    expect(words.photoSummary(42, false)).toContain('42');
    expect(words.photoSummary(0, false)).not.toBe(words.photoSummary(42, false));
    expect(words.found(['Absturz', 'Lärm'])).toContain('Absturz; Lärm');
    expect(words.found([])).not.toBe('');
    expect(words.typicalEvidence('Lagerlogistik')).toContain('„Lagerlogistik“');
    expect(words.opening('Prüfbericht')).toBe('Beginn des gelesenen Textes: „Prüfbericht“');
  });
});
