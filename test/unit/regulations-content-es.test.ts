import { describe, expect, it } from 'vitest';
import regulations from '#shared/knowledge/content/regulations/es';
import { JURISDICTION_INFO } from '#shared/knowledge/jurisdictions';

/**
 * The Spanish names of the acts, regulations and regulators: complete, faithful to the numbers,
 * sections and abbreviations of the English text, official names kept and glosses in Spanish.
 */
const instruments = JURISDICTION_INFO.flatMap((info) =>
  [...info.acts, ...info.regulations].map((instrument) => ({ code: info.code, title: instrument.title })),
);
const englishTitles = [...new Set(instruments.map((i) => i.title.en))];
const englishRegulators = [...new Set(JURISDICTION_INFO.map((info) => info.regulator.en))];
const spanish = (english: string) =>
  regulations.instrumentTitles[english] ?? regulations.regulators[english] ?? '';
const allPairs = [...englishTitles, ...englishRegulators].map((en) => [en, spanish(en)] as const);

/** Parenthesised or appended parts of the English text kept on purpose: official names, not glosses. */
const OFFICIAL_SEGMENTS = new Set([
  "Commission des normes, de l'équité, de la santé et de la sécurité du travail",
  "Workers' Compensation Board",
  'Occupational Health and Safety',
  "Workers' Safety and Compensation Commission",
  'Occupational Safety and Health Administration',
  'Health and Safety Executive',
  'Secretaría del Trabajo y Previsión Social',
  'Victoria',
  'OHS Code',
  'How to manage work health and safety risks',
]);
/** English abbreviations that belong to a gloss, so they become Spanish (PPE → EPI) or go with it. */
const GLOSS_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  'NR-6 (PPE)': ['PPE'],
  'NOM-017-STPS-2008 (PPE)': ['PPE'],
  'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)': ['OHS'],
};
/** English words that would betray an untranslated gloss among the words the Spanish adds. */
const ENGLISH_WORDS = new Set(
  (
    'the of and for with to in on at as by act law regulation regulations part chapter work safety health risk ' +
    'risks assessment management prevention industry construction machinery noise height labour ministry ' +
    'inspectorate inspectorates state territory regulators shared amended force revised title confirmed services ' +
    'employment equipment electricity ergonomics spaces confined accident insurance occupational consolidated ' +
    'ordinance workplaces document single medicine'
  ).split(' '),
);

const words = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
/** The descriptive parts of an English text: in parentheses, after a colon, or a lower-case or Part/Chapter tail. */
function glossSegments(english: string): string[] {
  const inParentheses = [...english.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '');
  const outside = english.replace(/\([^()]*\)/g, ' ');
  const afterColon = [...outside.matchAll(/: ([^;]+)/g)].map((m) => m[1] ?? '');
  const afterComma = [...outside.matchAll(/, ((?:[a-z]|Part |Chapter )[^;,]*)/g)].map((m) => m[1] ?? '');
  return [...inParentheses, ...afterColon, ...afterComma]
    .map((segment) => segment.trim())
    .filter((segment) => /[a-z]/.test(segment) && !OFFICIAL_SEGMENTS.has(segment));
}
/** The name before any gloss: up to the first parenthesis, comma or colon. */
const officialPrefix = (text: string) => text.split(/ \(|, |: /)[0] ?? text;

describe('Spanish names of acts, regulations and regulators', () => {
  it('has a non-empty Spanish name for every English title and regulator, and no other key', () => {
    expect(englishTitles).toHaveLength(72);
    expect(englishRegulators).toHaveLength(25);
    expect(Object.keys(regulations.instrumentTitles).sort()).toEqual([...englishTitles].sort());
    expect(Object.keys(regulations.regulators).sort()).toEqual([...englishRegulators].sort());
    for (const [en, es] of allPairs) expect(es.trim(), en).not.toBe('');
  });

  it('keeps every number, section sign and abbreviation of the English text', () => {
    for (const [en, es] of allPairs) {
      for (const number of en.match(/\d+/g) ?? []) expect(es.match(/\d+/g), en).toContain(number);
      expect(es.split('§').length, en).toBe(en.split('§').length);
      const dropped = GLOSS_ABBREVIATIONS[en] ?? [];
      for (const abbreviation of en.match(/\b[A-Z]{2,}\b/g) ?? []) {
        if (!dropped.includes(abbreviation)) expect(es, en).toMatch(new RegExp(`\\b${abbreviation}\\b`));
      }
      for (const abbreviation of dropped) expect(es, en).not.toMatch(new RegExp(`\\b${abbreviation}\\b`));
    }
  });

  it('leaves no English gloss in place', () => {
    for (const [en, es] of allPairs) {
      for (const segment of glossSegments(en))
        expect(es.toLowerCase(), en).not.toContain(segment.toLowerCase());
      const englishWords = new Set(words(en));
      const added = words(es).filter((word) => !englishWords.has(word));
      expect(
        added.filter((word) => ENGLISH_WORDS.has(word)),
        en,
      ).toEqual([]);
    }
  });

  it('keeps official names: Quebec and France in French, Spain and Mexico in Spanish without a gloss', () => {
    const translatedNames = new Set(['CN', 'JP']);
    for (const { code, title } of instruments) {
      const es = regulations.instrumentTitles[title.en] ?? '';
      if (code === 'QC') expect(es).toBe(title.fr);
      else if (code === 'FR') expect(es.startsWith(officialPrefix(title.fr)), title.en).toBe(true);
      else if (code === 'ES' || code === 'MX') {
        expect(es.startsWith(officialPrefix(title.en)), title.en).toBe(true);
        expect(es, title.en).not.toContain('(');
      } else if (!translatedNames.has(code))
        expect(es.startsWith(officialPrefix(title.en)), title.en).toBe(true);
    }
  });

  it('translates the descriptive words of a regulator and keeps its official name', () => {
    expect(regulations.regulators['Länder labour inspectorates; Berufsgenossenschaften (DGUV)']).toMatch(
      /^Inspecciones de trabajo de los Länder; Berufsgenossenschaften \(.*DGUV\)$/,
    );
    expect(
      regulations.regulators[
        "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)"
      ],
    ).toBe("CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)");
    expect(
      regulations.instrumentTitles[
        'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment'
      ],
    ).toMatch(/^Arbeitsschutzgesetz \(.+\), § 5: evaluación de riesgos$/);
  });
});
