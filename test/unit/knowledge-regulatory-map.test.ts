import { describe, expect, it } from 'vitest';
import { CANADIAN_INFO, CRIMINAL_CODE_DUTY, analysisLaws, mainLaw } from '#shared/knowledge/jurisdictions';
import { CANADIAN_JURISDICTIONS } from '#shared/knowledge/types';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

const CRIMINAL_CODE = {
  fr: 'Code criminel, art. 217.1 (édicté par le projet de loi C-45, L.C. 2003, ch. 21)',
  en: 'Criminal Code, s. 217.1 (enacted by Bill C-45, S.C. 2003, c. 21)',
};

describe('the regulatory map’s jurisdictions (knowledge base)', () => {
  it('are all 14: the 13 provinces and territories, then the federal jurisdiction', () => {
    const codes = CANADIAN_INFO.map((info) => info.code);
    expect(codes).toHaveLength(14);
    expect([...codes].sort()).toEqual([...CANADIAN_JURISDICTIONS].sort());
    expect(codes.at(-1)).toBe('FEDERAL');
  });

  it.each(CANADIAN_INFO.map((info) => [info.code, info] as const))(
    '%s has every field of the map in French and English',
    (code, info) => {
      for (const lang of ['fr', 'en'] as const) {
        expect(info.name[lang].trim(), `${code} name.${lang}`).not.toBe('');
        expect(info.agency[lang].trim(), `${code} agency.${lang}`).not.toBe('');
        expect(info.regulator[lang].trim(), `${code} regulator.${lang}`).not.toBe('');
        expect(mainLaw(code, lang).trim(), `${code} main law (${lang})`).not.toBe('');
        expect(analysisLaws(code, lang).length, `${code} laws (${lang})`).toBeGreaterThanOrEqual(2);
      }
      expect(info.website).toMatch(/^[a-z0-9.-]+\.(ca|com)(\/[\w/-]*)?$/);
      expect(info.colour).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it('colours each card with its own colour, visible as a border on white (3:1 at least)', () => {
    const colours = CANADIAN_INFO.map((info) => info.colour);
    expect(new Set(colours).size).toBe(14);
    for (const info of CANADIAN_INFO)
      expect(contrastWithWhite(info.colour), info.code).toBeGreaterThanOrEqual(3);
  });

  it('lists the knowledge base’s acts and regulations, each once, then the Criminal Code’s duty', () => {
    for (const info of CANADIAN_INFO) {
      const instruments = [...info.acts, ...info.regulations];
      for (const lang of ['fr', 'en'] as const) {
        const laws = analysisLaws(info.code, lang);
        expect(laws, `${info.code} ${lang}`).toHaveLength(instruments.length + 1);
        expect(laws.at(-1)).toBe(CRIMINAL_CODE[lang]);
        instruments.forEach((instrument, i) => {
          expect(laws[i]!.startsWith(instrument.title[lang]), `${info.code} ${lang}: ${laws[i]}`).toBe(true);
          // An unconfirmed citation is never shown (the reference's (u) items).
          if (instrument.status === 'unconfirmed') expect(laws[i]).toBe(instrument.title[lang]);
        });
      }
    }
  });

  it('names the laws as the reference does, with French citations in French', () => {
    expect(analysisLaws('QC', 'fr')).toContain(
      'Loi sur la santé et la sécurité du travail (LSST), RLRQ, c. S-2.1',
    );
    expect(analysisLaws('QC', 'en')).toContain(
      'Regulation respecting occupational health and safety (RSST), CQLR c S-2.1, r 13',
    );
    expect(analysisLaws('ON', 'en')).toContain('Occupational Health and Safety Act, R.S.O. 1990, c. O.1');
    expect(analysisLaws('ON', 'en')).toContain('Confined Spaces, O. Reg. 632/05');
    expect(mainLaw('FEDERAL', 'en')).toBe('Canada Labour Code, Part II, R.S.C. 1985, c. L-2');
    expect(mainLaw('FEDERAL', 'fr')).toMatch(/^Code canadien du travail, partie II/);
    expect(analysisLaws('BC', 'en')).toContain('Occupational Health and Safety Regulation, B.C. Reg. 296/97');
    // (u) in the reference: the Workers Compensation Act's citation is not shown.
    expect(analysisLaws('BC', 'en').join(' ')).not.toContain('R.S.B.C. 2019');
  });

  it('shows the English list in every interface language but French', () => {
    for (const language of ['es', 'de', 'pt', 'zh', 'ja'] as const)
      expect(analysisLaws('QC', language)).toEqual(analysisLaws('QC', 'en'));
  });

  it('names Ontario’s OHS regulator (the ministry), not its compensation board', () => {
    const ontario = CANADIAN_INFO.find((info) => info.code === 'ON')!;
    expect(ontario.agency.en).toBe('MLITSD');
    expect(ontario.regulator.en).toBe('Ministry of Labour, Immigration, Training and Skills Development');
    expect(JSON.stringify(ontario)).not.toContain('WSIB');
  });

  it('labels due diligence as Criminal Code s. 217.1, enacted by Bill C-45, linked to its official text', () => {
    expect(CRIMINAL_CODE_DUTY.title.en).toContain('Bill C-45, S.C. 2003, c. 21');
    expect(JSON.stringify(CRIMINAL_CODE_DUTY)).not.toContain('C-21');
    expect(CRIMINAL_CODE_DUTY.url.en).toBe(
      'https://laws-lois.justice.gc.ca/eng/acts/C-46/section-217.1.html',
    );
    expect(CRIMINAL_CODE_DUTY.url.fr).toBe(
      'https://laws-lois.justice.gc.ca/fra/lois/C-46/section-217.1.html',
    );
  });
});
