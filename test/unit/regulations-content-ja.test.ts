import { describe, expect, it } from 'vitest';
import regulations from '#shared/knowledge/content/regulations/ja';
import { JURISDICTION_INFO, jurisdictionInfo } from '#shared/knowledge/jurisdictions';

const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;
const instruments = JURISDICTION_INFO.flatMap((j) => [...j.acts, ...j.regulations]);
const englishTitles = [...new Set(instruments.map((i) => i.title.en))];
const englishRegulators = [...new Set(JURISDICTION_INFO.map((j) => j.regulator.en))];

/** Every number of the English ("57", "1972", "2022"...) must appear as a whole number. */
function expectSameNumbersAndSections(english: string, japanese: string): void {
  const numbers = new Set(japanese.match(/\d+/g) ?? []);
  for (const n of english.match(/\d+/g) ?? []) expect(numbers, `${english} → ${n}`).toContain(n);
  const sections = (text: string) => (text.match(/§/g) ?? []).length;
  expect(sections(japanese), english).toBe(sections(english));
}

describe('Japanese names of acts, regulations and regulators', () => {
  it('has every English title and regulator, and no other key', () => {
    expect(Object.keys(regulations.instrumentTitles).sort()).toEqual([...englishTitles].sort());
    expect(Object.keys(regulations.regulators).sort()).toEqual([...englishRegulators].sort());
  });

  it('writes every entry in Japanese, keeping the numbers and section signs', () => {
    const pairs = [
      ...Object.entries(regulations.instrumentTitles),
      ...Object.entries(regulations.regulators),
    ];
    for (const [english, japanese] of pairs) {
      expect(japanese.trim(), english).not.toBe('');
      expect(japanese, english).toMatch(CJK);
      expectSameNumbersAndSections(english, japanese);
    }
  });

  it('keeps the official French names of the Quebec instruments', () => {
    for (const instrument of [...jurisdictionInfo('QC').acts, ...jurisdictionInfo('QC').regulations]) {
      expect(regulations.instrumentTitles[instrument.title.en]).toMatch(
        new RegExp(`^${instrument.title.fr.replace(/[()]/g, '\\$&')}（`),
      );
    }
  });

  it('gives the Japan instruments their official Japanese names without a gloss', () => {
    const titles = regulations.instrumentTitles;
    expect(titles['Industrial Safety and Health Act (Act No. 57 of 1972)']).toMatch(
      /^労働安全衛生法（昭和47年.*法律第57号）$/,
    );
    expect(titles['Ordinance on Industrial Safety and Health']).toBe('労働安全衛生規則');
  });

  it('keeps official names and translates only the gloss', () => {
    const titles = regulations.instrumentTitles;
    expect(titles['Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment']).toBe(
      'Arbeitsschutzgesetz（労働保護法）§ 5：リスクアセスメント',
    );
    expect(
      titles['Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)'],
    ).toMatch(/^Ley 31\/1995 de Prevención de Riesgos Laborales（/);
    expect(titles['Occupational Health and Safety Act']).toMatch(/^Occupational Health and Safety Act（/);
    expect(
      regulations.regulators[
        "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)"
      ],
    ).toMatch(/^CNESST \(Commission des normes, de l'équité, de la santé et de la sécurité du travail\)（/);
  });
});
