import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';

const words = WORDS.es;

/** The Spanish forms of the analyzer's sentences; completeness is checked in knowledge-content.test.ts. */
describe('Spanish analyzer words', () => {
  it('writes the summary with the counts and the area, in the singular or the plural', () => {
    const found = words.summary(3, 2, 'Atelier', false);
    expect(found).toContain('3');
    expect(found).toContain('Atelier');
    expect(found).toContain('riesgos detectados');
    expect(found).toContain('2 archivos');
    expect(words.summary(1, 1, 'Atelier', false)).toContain('1 riesgo detectado en 1 archivo ');
    const typical = words.summary(0, 1, 'Atelier', true);
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
    expect(words.photoSummary(40)).toContain('40');
    expect(words.photoSummary(0)).not.toBe(words.photoSummary(40));
    expect(words.found(['Ruido', 'Amianto'])).toContain('Ruido; Amianto');
    expect(words.found([])).not.toBe('');
    expect(words.opening('Hola')).toBe('Inicio del texto leído: «Hola»');
    expect(words.typicalEvidence('Soldadura')).toContain('«Soldadura»');
  });
});
