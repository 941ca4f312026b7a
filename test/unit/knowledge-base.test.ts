import { describe, expect, it } from 'vitest';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import { CONCEPT_RULES, VOCABULARIES, internationalTerms } from '#shared/knowledge/vocabulary';
import { DUE_DILIGENCE, JURISDICTION_INFO, jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import { MAIN_SECTOR_IDS, TYPICAL_HAZARDS_BY_SECTOR } from '#shared/knowledge/sector-hazards';
import {
  CONTROL_LEVELS,
  JURISDICTIONS,
  RISK_FAMILIES,
  citationSchema,
  hazardSchema,
  jurisdictionSchema,
  type Citation,
  type Hazard,
  type Jurisdiction,
  type RiskFamily,
} from '#shared/knowledge/types';

const allCitations: Citation[] = [
  ...HAZARDS.flatMap((hazard) => hazard.citations),
  ...DUE_DILIGENCE.citations,
];

function citationsOf(family: RiskFamily, jurisdiction: Jurisdiction): Citation[] {
  return HAZARDS.filter((hazard) => hazard.family === family)
    .flatMap((hazard) => hazard.citations)
    .filter((citation) => citation.jurisdiction === jurisdiction);
}

describe('hazards', () => {
  it('are valid against hazardSchema', () => {
    for (const hazard of HAZARDS) {
      const result = hazardSchema.safeParse(hazard);
      expect(result.success, `${hazard.id}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('number at least 40, with unique ids, and cover every risk family', () => {
    expect(HAZARDS.length).toBeGreaterThanOrEqual(40);
    const ids = HAZARDS.map((hazard) => hazard.id);
    expect(new Set(ids).size).toBe(ids.length);
    const families = new Set(HAZARDS.map((hazard) => hazard.family));
    for (const family of RISK_FAMILIES) expect(families.has(family), family).toBe(true);
  });

  it('are found by id', () => {
    for (const hazard of HAZARDS) expect(hazardById(hazard.id)).toBe(hazard);
    expect(hazardById('no-such-hazard')).toBeUndefined();
  });

  it('list controls in hierarchy order with at least one above administrative controls', () => {
    const administrative = CONTROL_LEVELS.indexOf('administrative');
    for (const hazard of HAZARDS) {
      const levels = hazard.controls.map((control) => CONTROL_LEVELS.indexOf(control.level));
      expect(levels, hazard.id).toEqual([...levels].sort((a, b) => a - b));
      expect(
        levels.some((level) => level < administrative),
        hazard.id,
      ).toBe(true);
      expect(hazard.controls.length, hazard.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('score likelihood and severity as integers from 1 to 5', () => {
    for (const hazard of HAZARDS) {
      for (const score of [hazard.likelihood, hazard.severity]) {
        expect(Number.isInteger(score) && score >= 1 && score <= 5, hazard.id).toBe(true);
      }
    }
  });

  it('are named in the vocabulary of all seven languages, and every vocabulary entry is a hazard', () => {
    for (const [language, vocabulary] of Object.entries(VOCABULARIES)) {
      for (const hazard of HAZARDS) {
        const words = vocabulary.hazards[hazard.id];
        expect(words?.terms.length ?? 0, `${hazard.id} ${language}`).toBeGreaterThanOrEqual(3);
      }
      expect(
        Object.keys(vocabulary.hazards).filter((id) => !hazardById(id)),
        language,
      ).toEqual([]);
    }
    expect(Object.keys(internationalTerms).filter((id) => !hazardById(id))).toEqual([]);
  });

  it('have a rule only for hazards of the knowledge base', () => {
    expect(CONCEPT_RULES.filter((rule) => !hazardById(rule.hazard))).toEqual([]);
  });

  it('have names, descriptions and controls in both languages', () => {
    for (const hazard of HAZARDS) {
      for (const text of [
        hazard.name,
        hazard.description,
        ...hazard.controls.map((control) => control.text),
      ]) {
        expect(text.fr.trim(), hazard.id).not.toBe('');
        expect(text.en.trim(), hazard.id).not.toBe('');
        expect(text.fr, hazard.id).not.toBe(text.en);
      }
    }
  });

  it('only name known sectors', () => {
    for (const hazard of HAZARDS) {
      for (const sector of hazard.sectors)
        expect(MAIN_SECTOR_IDS as readonly string[], hazard.id).toContain(sector);
    }
  });
});

describe('citations', () => {
  it('are valid, with a known jurisdiction, and unconfirmed ones carry no article number', () => {
    const codes = new Set(JURISDICTION_INFO.map((info) => info.code));
    for (const citation of allCitations) {
      expect(citationSchema.safeParse(citation).success, JSON.stringify(citation)).toBe(true);
      expect(codes.has(citation.jurisdiction), citation.jurisdiction).toBe(true);
      if (citation.status === 'unconfirmed') expect(citation.articles, JSON.stringify(citation)).toBeNull();
    }
  });

  it('give every hazard a Quebec, an Ontario, a British Columbia, an Alberta and a federal citation', () => {
    for (const hazard of HAZARDS) {
      const jurisdictions = new Set(hazard.citations.map((citation) => citation.jurisdiction));
      for (const code of ['QC', 'ON', 'BC', 'AB', 'FEDERAL'] as const)
        expect(jurisdictions.has(code), `${hazard.id} ${code}`).toBe(true);
    }
  });

  it('never repeat the same citation within a hazard', () => {
    for (const hazard of HAZARDS) {
      const keys = hazard.citations.map((c) => `${c.jurisdiction}|${c.instrument}|${c.articles}`);
      expect(new Set(keys).size, hazard.id).toBe(keys.length);
    }
  });

  it('match the reference table on spot checks', () => {
    expect(
      citationsOf('falls', 'QC').some((c) => c.instrument.startsWith('RSST') && c.articles?.includes('33.1')),
    ).toBe(true);
    expect(
      citationsOf('machinery', 'ON').some(
        (c) => c.instrument.includes('Reg. 851') && c.articles === 'ss. 24-44.2',
      ),
    ).toBe(true);
    expect(citationsOf('noise', 'BC').some((c) => c.articles?.startsWith('Part 7'))).toBe(true);
    expect(citationsOf('noise', 'FEDERAL').some((c) => c.articles?.includes('87 dBA'))).toBe(true);
    expect(
      citationsOf('confined_space', 'FEDERAL').some(
        (c) => c.instrument.includes('SOR/86-304') && c.articles?.includes('Part XI'),
      ),
    ).toBe(true);
    expect(
      citationsOf('hazardous_energy', 'QC').some(
        (c) => c.articles?.includes('188.1-188.13') && c.articles.includes('O.C. 1112-2023'),
      ),
    ).toBe(true);
    expect(citationsOf('hazardous_energy', 'US').some((c) => c.articles?.includes('1910.147'))).toBe(true);
    // Alberta's machine guarding part is unconfirmed in the reference: no number.
    expect(
      citationsOf('machinery', 'AB').every((c) => c.articles === null && c.status === 'unconfirmed'),
    ).toBe(true);
  });

  it('name Bill C-21 only next to Bill C-45', () => {
    const texts = [
      ...allCitations.map((citation) => JSON.stringify(citation)),
      DUE_DILIGENCE.explanation.fr,
      DUE_DILIGENCE.explanation.en,
    ];
    for (const text of texts) {
      if (text.includes('C-21')) expect(text, text).toContain('C-45');
    }
    expect(JSON.stringify(HAZARDS)).not.toContain('C-21');
  });
});

describe('due diligence', () => {
  it('cites Criminal Code s. 217.1 (Bill C-45, S.C. 2003, c. 21) and Canada Labour Code s. 148(4)', () => {
    const [criminal, labour] = DUE_DILIGENCE.citations;
    expect(criminal?.articles).toContain('217.1');
    expect(criminal?.instrument).toContain('C-45');
    expect(criminal?.instrument).toContain('S.C. 2003, c. 21');
    expect(labour?.instrument).toContain('Canada Labour Code');
    expect(labour?.articles).toBe('s. 148(4)');
    expect(DUE_DILIGENCE.enactedBy.inForce).toBe('2004-03-31');
  });
});

describe('jurisdictions', () => {
  it('are valid against jurisdictionSchema', () => {
    for (const info of JURISDICTION_INFO) {
      const result = jurisdictionSchema.safeParse(info);
      expect(result.success, `${info.code}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('list all 25 jurisdictions exactly once', () => {
    const codes = JURISDICTION_INFO.map((info) => info.code);
    expect(codes.length).toBe(25);
    expect([...codes].sort()).toEqual([...JURISDICTIONS].sort());
  });

  it('are found by code, and an unknown code throws', () => {
    for (const code of JURISDICTIONS) expect(jurisdictionInfo(code).code).toBe(code);
    expect(() => jurisdictionInfo('XX' as Jurisdiction)).toThrow();
  });

  it('keep the reference names and statuses', () => {
    expect(jurisdictionInfo('QC').name).toEqual({ fr: 'Québec', en: 'Quebec' });
    expect(jurisdictionInfo('FEDERAL').name).toEqual({
      fr: 'Fédéral (Code canadien du travail)',
      en: 'Federal (Canada Labour Code)',
    });
    expect(jurisdictionInfo('QC').website).toBe('cnesst.gouv.qc.ca');
    expect(jurisdictionInfo('BC').acts[0]?.status).toBe('unconfirmed');
    expect(jurisdictionInfo('FEDERAL').regulations[0]?.citation).toContain('SOR/86-304');
    for (const info of JURISDICTION_INFO) expect(info.website).not.toMatch(/^https?:/);
  });
});

describe('typical hazards by sector', () => {
  it('cover the 8 main sectors with 5 to 10 existing hazards each', () => {
    expect(Object.keys(TYPICAL_HAZARDS_BY_SECTOR).sort()).toEqual([...MAIN_SECTOR_IDS].sort());
    for (const [sector, ids] of Object.entries(TYPICAL_HAZARDS_BY_SECTOR)) {
      expect(ids.length, sector).toBeGreaterThanOrEqual(5);
      expect(ids.length, sector).toBeLessThanOrEqual(10);
      expect(new Set(ids).size, sector).toBe(ids.length);
      for (const id of ids) expect(hazardById(id), `${sector}: ${id}`).toBeDefined();
    }
  });

  it('point to hazards that list the sector or apply to any sector', () => {
    for (const [sector, ids] of Object.entries(TYPICAL_HAZARDS_BY_SECTOR)) {
      for (const id of ids) {
        const hazard = hazardById(id) as Hazard;
        expect(hazard.sectors.length === 0 || hazard.sectors.includes(sector), `${sector}: ${id}`).toBe(true);
      }
    }
  });
});
