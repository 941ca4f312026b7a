import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';

const words = WORDS.es;

/** The Spanish forms of the analyzer's sentences; completeness is checked in knowledge-content.test.ts. */
describe('Spanish analyzer words', () => {
  it('writes the summary with the counts and the area, in the singular or the plural', () => {
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
    expect(found).toContain('riesgos detectados');
    expect(found).toContain('2 archivos');
    expect(
      words.summary({
        observed: 1,
        typical: 0,
        controlled: 0,
        files: 1,
        area: 'Atelier',
        siteTypeUnknown: false,
      }),
    ).toContain('1 riesgo detectado en 1 archivo ');
    const typical = words.summary({
      observed: 0,
      typical: 3,
      controlled: 0,
      files: 1,
      area: 'Atelier',
      siteTypeUnknown: false,
    });
    expect(typical).toContain('«Atelier»');
    expect(typical).not.toBe(found);
  });

  it('mentions OCR in the method only when photos were read', () => {
    expect(words.method(true)).not.toBe(words.method(false));
    expect(words.method(true)).toContain('OCR');
    expect(words.method(false)).not.toContain('OCR');
  });

  it('describes documents, photos, findings and openings with their inputs', () => {
    expect(words.documentSummary(12, 3400, 2)).toBe(
      'Documento de 12 páginas; 3400 caracteres leídos (2 páginas leídas mediante OCR).',
    );
    expect(words.documentSummary(null, 1, 0)).toBe('1 carácter leído.');
    expect(words.photoSummary(40, false)).toContain('40');
    expect(words.photoSummary(0, false)).not.toBe(words.photoSummary(40, false));
    expect(words.found(['Ruido', 'Amianto'])).toContain('Ruido; Amianto');
    expect(words.found([])).not.toBe('');
    expect(words.opening('Hola')).toBe('Inicio del texto leído: «Hola»');
    expect(words.typicalEvidence('Soldadura')).toContain('«Soldadura»');
  });
});
