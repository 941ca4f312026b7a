import { describe, expect, it } from 'vitest';
import { WORDS } from '#core/analysis/offline-analyzer/words';
import {
  GENERAL_RECOMMENDATION_IDS,
  GENERAL_RECOMMENDATIONS,
} from '#shared/knowledge/general-recommendations';
import { HAZARDS } from '#shared/knowledge/hazards';
import { DUE_DILIGENCE } from '#shared/knowledge/jurisdictions';
import { CITATION_SUBJECTS } from '#shared/knowledge/subjects';
import { TRANSLATED_LANGUAGES } from '#shared/knowledge/types';

/**
 * The knowledge base and the analyzer's sentences in es, de, pt, zh and ja: complete, translated
 * (never the English left in place), and faithful to the numbers and standards of the English.
 * Each language's own sentence forms are checked in content-<language>.test.ts.
 */
const LANGUAGES = TRANSLATED_LANGUAGES;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;
const citedSubjects = [
  ...new Set([...HAZARDS, DUE_DILIGENCE].flatMap((source) => source.citations.map((c) => c.subject))),
];
const subjects: Readonly<Record<string, Record<(typeof LANGUAGES)[number] | 'fr' | 'en', string>>> =
  CITATION_SUBJECTS;
/** Thresholds and standard references a translation must keep (900 mm, CSA Z462, ISO 13857...). */
const CODES = /\b(?:CSA Z\d+|ISO \d+|NFPA \d+|P100|N95|\d+)\b/g;
/** Decimal commas (1,2 m) read as points, so the numbers compare. */
const withPoints = (text: string) => text.replace(/(\d),(\d)/g, '$1.$2');
/** English subjects that are only a proper name, which a language may keep as it is. */
const PROPER_NAMES: ReadonlySet<string> = new Set(['WHMIS']);

describe.each(LANGUAGES)('knowledge base in %s', (language) => {
  const words = WORDS[language];

  it('has every hazard’s name and description, and every control, in the language', () => {
    for (const hazard of HAZARDS) {
      expect(hazard.name[language]?.trim(), hazard.id).toBeTruthy();
      expect(hazard.description[language]?.trim(), hazard.id).toBeTruthy();
      for (const control of hazard.controls)
        expect(control.text[language]?.trim(), `${hazard.id}/${control.id}`).toBeTruthy();
    }
  });

  it('translates every description and control, keeping the numbers and standards', () => {
    for (const hazard of HAZARDS) {
      const pairs: [string, string][] = [
        [hazard.description.en, hazard.description[language]],
        ...hazard.controls.map((control): [string, string] => [control.text.en, control.text[language]]),
      ];
      for (const [english, text] of pairs) {
        expect(text.trim(), hazard.id).not.toBe('');
        expect(text, hazard.id).not.toBe(english);
        if (language === 'zh' || language === 'ja') expect(text, hazard.id).toMatch(CJK);
        for (const code of english.match(CODES) ?? []) {
          expect(withPoints(text), `${hazard.id}: ${code}`).toContain(code);
        }
      }
    }
  });

  it('translates every citation subject, and only those', () => {
    expect(Object.keys(subjects).sort()).toEqual([...citedSubjects].sort());
    for (const id of citedSubjects) {
      const subject = subjects[id]!.en;
      const translated = subjects[id]![language];
      expect(translated?.trim(), subject).toBeTruthy();
      if (PROPER_NAMES.has(subject)) continue;
      expect(translated, subject).not.toBe(subject);
      if (language === 'zh' || language === 'ja') expect(translated, subject).toMatch(CJK);
    }
  });

  it('has the analyzer’s sentences, warnings, general recommendations and responsibility line', () => {
    expect(Object.keys(words.warnings).sort()).toEqual(Object.keys(WORDS.en.warnings).sort());
    for (const [code, text] of Object.entries(words.warnings))
      expect(text, code).not.toBe(WORDS.en.warnings[code]);
    expect(words.general).toEqual(GENERAL_RECOMMENDATIONS[language]);
    expect(words.general).toHaveLength(GENERAL_RECOMMENDATION_IDS.length);
    expect(words.responsibility).not.toBe(WORDS.en.responsibility);
    expect(words.method(true)).not.toBe(words.method(false));
    expect(
      words.summary({
        observed: 3,
        typical: 0,
        controlled: 0,
        files: 2,
        area: 'Atelier',
        siteTypeUnknown: false,
      }),
    ).toContain('Atelier');
  });
});
