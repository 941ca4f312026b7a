import { describe, expect, it } from 'vitest';
import regulations from '#shared/knowledge/content/regulations/de';
import { JURISDICTION_INFO } from '#shared/knowledge/jurisdictions';

const instrumentsOf = (codes: readonly string[]) =>
  JURISDICTION_INFO.filter((j) => codes.includes(j.code)).flatMap((j) => [...j.acts, ...j.regulations]);
const instruments = JURISDICTION_INFO.flatMap((j) => [...j.acts, ...j.regulations]);
const englishTitles = [...new Set(instruments.map((i) => i.title.en))];
const englishRegulators = [...new Set(JURISDICTION_INFO.map((j) => j.regulator.en))];
const german = (english: string): string => regulations.instrumentTitles[english] ?? '';

/** Official names in French (Quebec, France) and names that are translations everywhere (China, Japan). */
const FRENCH_NAMED = ['QC', 'FR'];
const TRANSLATED_NAMES = ['CN', 'JP'];
/** Parts of English titles in parentheses that are official names, not glosses. */
const OFFICIAL_PARENTHESES = ['(OHS Code)', '(Victoria)'];
const PROPER_NOUNS = new Set(['Nunavut']);
/** Abbreviations of an English gloss that German writes its own way. */
const GERMAN_ABBREVIATIONS: Readonly<Record<string, string>> = { PPE: 'PSA' };

/** The official name an English title starts with, before its gloss in parentheses. */
const officialPart = (english: string): string => english.split(' (')[0] ?? english;
/** The name before any gloss or part number ("Canada Labour Code" of "Canada Labour Code, Part II"). */
const leadingName = (title: string): string => title.split(/,| \(/)[0] ?? title;

/** English words of the descriptive gloss (abbreviations, "reg." and short words aside). */
function glossWords(english: string): string[] {
  let gloss = english
    .slice(officialPart(english).length)
    .replace('Federal OHS Regulation', 'Federal Regulation');
  for (const official of OFFICIAL_PARENTHESES) gloss = gloss.replace(official, '');
  return (gloss.match(/[A-Za-z']+\.?/g) ?? []).filter(
    (word) => word.length >= 3 && !word.endsWith('.') && !/^[A-Z]+$/.test(word) && !PROPER_NOUNS.has(word),
  );
}

const containsWord = (text: string, word: string): boolean =>
  new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(text);

/** Every number of the English ("57", "1972", "009") and every "§" must be kept. */
function expectSameNumbersAndSections(english: string, translation: string): void {
  const numbers = new Set(translation.match(/\d+/g) ?? []);
  for (const n of english.match(/\d+/g) ?? []) expect(numbers, `${english} → ${n}`).toContain(n);
  const sections = (text: string) => (text.match(/§/g) ?? []).length;
  expect(sections(translation), english).toBe(sections(english));
}

/** English words of a regulator's name that are description, not its official name. */
const REGULATOR_DESCRIPTIONS: Readonly<Record<string, readonly string[]>> = {
  'Alberta OHS (Occupational Health and Safety)': ['Occupational', 'Health', 'Safety'],
  'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)': ['prevention'],
  'OHS Division, Service NL; WorkplaceNL (prevention)': ['prevention'],
  "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)": ['shared', 'the'],
  'Labour inspectorate (DREETS); INRS (prevention)': ['Labour', 'inspectorate', 'prevention'],
  'Länder labour inspectorates; Berufsgenossenschaften (DGUV)': ['labour', 'inspectorates'],
  'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)': [
    'Ministry',
    'Labour',
    'Employment',
  ],
  'Ministry of Emergency Management; National Health Commission': ['Ministry', 'Emergency', 'National'],
  'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices': [
    'Ministry',
    'Welfare',
    'Standards',
    'Inspection',
    'Offices',
  ],
  'Safe Work Australia; state and territory regulators': ['state', 'territory', 'regulators'],
};

describe('German names of acts, regulations and regulators', () => {
  it('has every English title and regulator, and no other key', () => {
    expect(Object.keys(regulations.instrumentTitles).sort()).toEqual([...englishTitles].sort());
    expect(Object.keys(regulations.regulators).sort()).toEqual([...englishRegulators].sort());
  });

  it('writes every entry, keeping the numbers, section signs and abbreviations', () => {
    const pairs = [
      ...Object.entries(regulations.instrumentTitles),
      ...Object.entries(regulations.regulators),
    ];
    for (const [english, translation] of pairs) {
      expect(translation.trim(), english).not.toBe('');
      expectSameNumbersAndSections(english, translation);
      const abbreviations = english.replace('Federal OHS Regulation', '').match(/\b[A-Z]{2,}\b/g) ?? [];
      for (const abbreviation of abbreviations) {
        expect(translation, english).toContain(GERMAN_ABBREVIATIONS[abbreviation] ?? abbreviation);
      }
    }
  });

  it('leaves no English gloss in the titles', () => {
    for (const english of englishTitles) {
      const translation = german(english);
      const rest = translation.startsWith(officialPart(english))
        ? translation.slice(officialPart(english).length)
        : translation;
      for (const word of glossWords(english)) {
        expect(containsWord(rest, word), `${english} → "${word}" in ${translation}`).toBe(false);
      }
    }
  });

  it('writes the German instruments with their official title only', () => {
    const titles = instrumentsOf(['DE']).map((i) => german(i.title.en));
    expect(titles).toContain('Arbeitsschutzgesetz, § 5: Beurteilung der Arbeitsbedingungen');
    expect(titles).toContain('Betriebssicherheitsverordnung');
    for (const title of titles) expect(title).not.toMatch(/[()]/);
  });

  it('keeps the official French names of Quebec and France', () => {
    for (const instrument of instrumentsOf(FRENCH_NAMED)) {
      expect(german(instrument.title.en), instrument.title.en).toMatch(
        new RegExp(`^${officialPart(instrument.title.fr).replace(/[()]/g, '\\$&')}( \\(|$)`),
      );
    }
  });

  it('keeps the official name of the other instruments, and translates the Chinese and Japanese ones', () => {
    const others = JURISDICTION_INFO.map((j) => j.code).filter(
      (code) => !FRENCH_NAMED.includes(code) && !TRANSLATED_NAMES.includes(code),
    );
    for (const instrument of instrumentsOf(others)) {
      expect(
        german(instrument.title.en).startsWith(leadingName(instrument.title.en)),
        instrument.title.en,
      ).toBe(true);
    }
    for (const instrument of instrumentsOf(TRANSLATED_NAMES)) {
      expect(german(instrument.title.en)).not.toContain(officialPart(instrument.title.en));
    }
  });

  it('translates the descriptive words of the regulators and keeps their official names', () => {
    for (const [english, words] of Object.entries(REGULATOR_DESCRIPTIONS)) {
      expect(englishRegulators).toContain(english);
      for (const word of words)
        expect(containsWord(regulations.regulators[english] ?? '', word), word).toBe(false);
    }
    expect(regulations.regulators['Länder labour inspectorates; Berufsgenossenschaften (DGUV)']).toBe(
      'Arbeitsschutzbehörden der Länder; Berufsgenossenschaften (DGUV)',
    );
    const cnesst = englishRegulators.find((r) => r.startsWith('CNESST')) ?? '';
    expect(regulations.regulators[cnesst]).toBe(cnesst);
  });
});
