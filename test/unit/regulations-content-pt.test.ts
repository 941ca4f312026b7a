import { describe, expect, it } from 'vitest';
import regulations from '#shared/knowledge/content/regulations/pt';
import { JURISDICTION_INFO } from '#shared/knowledge/jurisdictions';

/**
 * The Portuguese (Brazilian) names of acts, regulations and regulators: complete, faithful to the
 * numbers, section signs and abbreviations of the English, and with no English gloss left behind.
 */
const instruments = JURISDICTION_INFO.flatMap((j) =>
  [...j.acts, ...j.regulations].map((i) => ({ code: j.code, i })),
);
const englishTitles = [...new Set(instruments.map(({ i }) => i.title.en))];
const englishRegulators = [...new Set(JURISDICTION_INFO.map((j) => j.regulator.en))];
const pairs: [string, string | undefined][] = [
  ...englishTitles.map((en): [string, string | undefined] => [en, regulations.instrumentTitles[en]]),
  ...englishRegulators.map((en): [string, string | undefined] => [en, regulations.regulators[en]]),
];

/** Numbers and section signs, as a sorted list so that repeated ones count. */
const numbersOf = (text: string): string[] => (text.match(/§|\d+/g) ?? []).sort();
/** Abbreviations in capitals (OHS, CFR, DGUV, Part II...). */
const abbreviationsOf = (text: string): string[] => text.match(/\b[A-Z]{2,}\b/g) ?? [];
/** English abbreviations that Portuguese writes its own way (EPI) or spells out in a gloss. */
const PORTUGUESE_FORMS: Readonly<Record<string, RegExp>> = {
  PPE: /\bEPI\b/,
  OHS: /\bSST\b|Saúde e Segurança no Trabalho|Segurança e Saúde no Trabalho/,
};

/** Bracketed or post-colon texts of the English that are official names, kept on purpose. */
const OFFICIAL_GLOSSES: ReadonlySet<string> = new Set([
  "Commission des normes, de l'équité, de la santé et de la sécurité du travail",
  "Workers' Compensation Board",
  "Workers' Safety and Compensation Commission",
  'Occupational Safety and Health Administration',
  'Health and Safety Executive',
  'Secretaría del Trabajo y Previsión Social',
  'OHS Code',
  'How to manage work health and safety risks',
]);
/** The descriptive parts of an English text: in brackets or after a colon, split at , and ; */
function englishGlosses(text: string): string[] {
  const segments = [
    ...[...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/:\s*([^():]+)/g)].map((m) => m[1]!.trim()),
  ];
  return segments
    .filter((segment) => !OFFICIAL_GLOSSES.has(segment))
    .flatMap((segment) => segment.split(/[,;]\s*/))
    .map((part) => part.replace(/^.*:\s*/, '').trim())
    .filter((part) => /[a-z]{3,}/.test(part) && !OFFICIAL_GLOSSES.has(part));
}

/** English descriptive words found outside brackets too (D.Lgs. 81/2008, regulators), absent from every official name. */
const ENGLISH_WORDS =
  /\b(?:assessment|inspectorates?|prevention|machinery|revised|in force|offices|regulators|emergency|welfare|national health)\b/i;

/** Official names (United Kingdom, United States, Australia, regulators) that need no gloss. */
const KEPT_AS_IS: ReadonlySet<string> = new Set([
  'Occupational Safety and Health Act of 1970',
  'Health and Safety at Work etc. Act 1974',
  'Work at Height Regulations 2005',
  'Provision and Use of Work Equipment Regulations 1998',
  'Control of Substances Hazardous to Health Regulations 2002',
  'Control of Noise at Work Regulations 2005',
  'Manual Handling Operations Regulations 1992',
  'Confined Spaces Regulations 1997',
  'Model Work Health and Safety Act 2011',
  'Model Work Health and Safety Regulations',
  "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
  "WorkSafeBC (Workers' Compensation Board)",
  'WorkSafeNB',
  "WSCC (Workers' Safety and Compensation Commission)",
  'OSHA (Occupational Safety and Health Administration)',
  'HSE (Health and Safety Executive)',
  'Inspección de Trabajo y Seguridad Social; INSST',
  'Ispettorato Nazionale del Lavoro; INAIL',
  'STPS (Secretaría del Trabajo y Previsión Social)',
]);

describe('Portuguese names of acts, regulations and regulators', () => {
  it('has a non-empty name for every English title and regulator, and no other key', () => {
    expect(Object.keys(regulations.instrumentTitles).sort()).toEqual([...englishTitles].sort());
    expect(Object.keys(regulations.regulators).sort()).toEqual([...englishRegulators].sort());
    for (const [en, pt] of pairs) expect(pt?.trim(), en).toBeTruthy();
  });

  it('keeps every number and section sign of the English', () => {
    for (const [en, pt] of pairs) {
      const kept = numbersOf(pt ?? '');
      const missing = numbersOf(en).filter((n) => {
        const at = kept.indexOf(n);
        if (at >= 0) kept.splice(at, 1);
        return at < 0;
      });
      expect(missing, en).toEqual([]);
    }
  });

  it('keeps every abbreviation, in its Portuguese form where it has one', () => {
    for (const [en, pt] of pairs) {
      for (const abbreviation of abbreviationsOf(en)) {
        const kept = abbreviationsOf(pt ?? '').includes(abbreviation);
        const portuguese = PORTUGUESE_FORMS[abbreviation]?.test(pt ?? '') ?? false;
        expect(kept || portuguese, `${en}: ${abbreviation}`).toBe(true);
      }
    }
  });

  it('leaves no English gloss untranslated', () => {
    for (const [en, pt] of pairs) {
      for (const gloss of englishGlosses(en)) {
        expect(pt?.toLowerCase(), `${en}: “${gloss}”`).not.toContain(gloss.toLowerCase());
      }
      if (!KEPT_AS_IS.has(en)) expect(pt, en).not.toBe(en);
      expect(pt, en).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('names Quebec instruments by their official French title', () => {
    const quebec = instruments.filter(({ code }) => code === 'QC');
    expect(quebec.length).toBeGreaterThan(0);
    for (const { i } of quebec) expect(regulations.instrumentTitles[i.title.en]).toBe(i.title.fr);
  });

  it('names Brazilian instruments by their official Portuguese title, without a gloss', () => {
    const brazil = instruments.filter(({ code }) => code === 'BR');
    expect(brazil.length).toBeGreaterThan(0);
    for (const { i } of brazil) {
      const pt = regulations.instrumentTitles[i.title.en] ?? '';
      expect(pt, i.title.en).toMatch(/^(CLT, |NR-\d+ – )/);
      // Only an abbreviation may stand in brackets (PGR), never a descriptive gloss.
      for (const [, inBrackets] of pt.matchAll(/\(([^)]*)\)/g)) expect(inBrackets).toMatch(/^[A-Z]+$/);
    }
    expect(regulations.instrumentTitles['NR-35 (work at height)']).toBe('NR-35 – Trabalho em Altura');
  });
});
