import { describe, expect, it } from 'vitest';
import { HAZARDS } from '#shared/knowledge/hazards';
import { I, QUEBEC_INSTRUMENT_SCOPE } from '#shared/knowledge/hazards/citations';
import { instrumentName, legalCitation } from '#shared/knowledge/content';
import { LANGUAGE_CODES } from '#shared/languages';

describe('instrument names in the report language', () => {
  it('names every Quebec instrument as RLRQ with its French title in French, never CQLR or an English title', () => {
    const quebec = new Set(
      HAZARDS.flatMap((h) => h.citations)
        .filter((c) => c.jurisdiction === 'QC')
        .map((c) => c.instrument),
    );
    expect(quebec.size).toBeGreaterThan(0);
    for (const instrument of [...quebec, ...Object.keys(QUEBEC_INSTRUMENT_SCOPE)]) {
      const french = instrumentName(instrument, 'fr');
      expect(french, instrument).toContain('RLRQ, c. S-2.1');
      expect(french).not.toMatch(/CQLR|Safety Code|Regulation|Act respecting/);
    }
    expect(instrumentName(I.CSTC, 'fr')).toBe(
      'CSTC (Code de sécurité pour les travaux de construction), RLRQ, c. S-2.1, r. 4',
    );
    expect(instrumentName(I.COHSR, 'fr')).toContain(
      'Règlement canadien sur la santé et la sécurité au travail',
    );
  });

  it('keeps the cited name in the other languages', () => {
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'fr'))
      expect(instrumentName(I.RSST, language)).toBe(I.RSST);
  });

  it('writes Quebec citations the French way', () => {
    expect(legalCitation('CQLR c S-2.1', 'fr')).toBe('RLRQ, c. S-2.1');
    expect(legalCitation('CQLR c S-2.1, r 8.1', 'fr')).toBe('RLRQ, c. S-2.1, r. 8.1');
    expect(legalCitation('CQLR c S-2.1, r 13', 'en')).toBe('CQLR c S-2.1, r 13');
    expect(legalCitation('SOR/86-304', 'fr')).toBe('SOR/86-304');
  });
});
