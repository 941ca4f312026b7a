import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';

const words = WORDS.pt;

/** The Portuguese forms of the analyzer's sentences; completeness is checked in knowledge-content.test.ts. */
describe('Portuguese analyzer words', () => {
  it('write the summary with the count, the files and the area, in natural plurals', () => {
    const found = words.summary({
      observed: 3,
      typical: 0,
      controlled: 0,
      files: 2,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(found).toContain('3');
    expect(found).toContain('Atelier');
    expect(found).toContain('2 arquivos');
    expect(found).not.toContain('(s)');
    expect(
      words.summary({
        observed: 1,
        typical: 0,
        controlled: 0,
        files: 1,
        area: 'Atelier',
        siteTypeUnknown: false,
      }),
    ).toContain('1 risco identificado em 1 arquivo ');
    const typical = words.summary({
      observed: 0,
      typical: 3,
      controlled: 0,
      files: 1,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(typical).toContain('“Atelier”');
    expect(typical).not.toBe(found);
  });

  it('mention OCR only when photos were read', () => {
    expect(words.method(true)).not.toBe(words.method(false));
    expect(words.method(true)).toContain('OCR');
    expect(words.method(false)).not.toContain('OCR');
  });

  it('describe documents, photos, findings and openings', () => {
    expect(words.documentSummary(12, 3400, 2)).toBe(
      'Documento de 12 páginas; 3400 caracteres lidos (2 páginas lidas por OCR).',
    );
    expect(words.documentSummary(null, 1, 0)).toBe('1 caractere lido.');
    expect(words.photoSummary(40, false)).toContain('40');
    expect(words.photoSummary(0, false)).not.toBe(words.photoSummary(40, false));
    expect(words.found(['Ruído', 'Quedas'])).toContain('Ruído; Quedas');
    expect(words.found([])).not.toBe(words.found(['Ruído']));
    expect(words.typicalEvidence('Soldagem')).toContain('“Soldagem”');
    expect(words.opening('Relatório')).toContain('“Relatório”');
  });
});
