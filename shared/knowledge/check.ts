import { HAZARDS } from './hazards';
import { DUE_DILIGENCE } from './jurisdictions';
import { TYPICAL_HAZARDS_BY_SECTOR } from './sector-hazards';
import { CITATION_SUBJECTS } from './subjects';
import { KNOWLEDGE_LANGUAGES } from './types';

/**
 * The knowledge-id check: every hazard, control and citation subject has a stable id, each id is
 * used once, nothing refers to an id that does not exist or exists without being used, every text
 * is in the seven languages, and no translation changes a number or a standard reference of its
 * source. Run on the real knowledge base by test/unit/knowledge-ids.test.ts.
 */

/** A text by language; loose, so that a broken copy can be checked too. */
type Texts = Readonly<Record<string, string | undefined>>;

export interface CheckedHazard {
  id?: string;
  name?: Texts;
  description?: Texts;
  controls?: readonly { id?: string; text?: Texts; international?: Texts }[];
  citations?: readonly { subject?: string }[];
  /** The texts for a country of the international edition, where the others name a Canadian system. */
  international?: { name?: Texts; description?: Texts };
}

export interface CheckedKnowledge {
  hazards: readonly CheckedHazard[];
  /** What cited provisions are about, by subject id. */
  subjects: Readonly<Record<string, Texts>>;
  /** Citations outside the hazards that name a subject (due diligence). */
  otherCitations: readonly { subject?: string }[];
  /** Hazard ids named elsewhere, by where they are named (the typical hazards of each sector). */
  hazardReferences: Readonly<Record<string, readonly string[]>>;
}

export type KnowledgeProblemKind =
  | 'missing-id'
  | 'duplicate-id'
  | 'unknown-id'
  | 'orphan'
  | 'missing-language'
  | 'unknown-language'
  | 'numbers-differ'
  | 'standards-differ'
  | 'canadian-abroad';

export interface KnowledgeProblem {
  kind: KnowledgeProblemKind;
  /** Where: "hazard ladder-fall", "hazard ladder-fall, control guardrails, es", "subject fall-protection"… */
  where: string;
  detail: string;
}

/** The knowledge base as the product uses it. */
export const KNOWLEDGE: CheckedKnowledge = {
  hazards: HAZARDS,
  subjects: CITATION_SUBJECTS,
  otherCitations: DUE_DILIGENCE.citations,
  hazardReferences: Object.fromEntries(
    Object.entries(TYPICAL_HAZARDS_BY_SECTOR).map(([sector, ids]) => [`typical hazards of ${sector}`, ids]),
  ),
};

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Canadian systems, standards, bodies and places, in the seven languages: the text an analysis shows
 * for another country (the `international` variant where there is one) must name none of them.
 */
export const CANADIAN_REFERENCE =
  /\b(?:WHMIS|SIMDUT|CNESST|IRSST|CCOHS|CCHST|CSA|Z259|Z462|Z94|Hydro-Québec|Info-Excavation)\b|Canad|Kanad|Québec|Quebec|加拿大|カナダ|ケベック|魁北克/;

/** The Canadian reference of a text for another country, if any. */
function checkAbroad(where: string, texts: Texts | undefined, problems: KnowledgeProblem[]): void {
  for (const [language, text] of Object.entries(texts ?? {})) {
    const found = text?.match(CANADIAN_REFERENCE);
    if (found)
      problems.push({
        kind: 'canadian-abroad',
        where: `${where}, ${language}`,
        detail: `"${found[0]}" in the text for another country: give the text an international variant`,
      });
  }
}
const SOURCES = ['fr', 'en'] as const;

/** Standard references: "CSA Z259", "ISO 45001", "ANSI", "EN 1263", "NFPA 70E", "CAN/CSA-Z94.4", "N95"… */
const STANDARD =
  /\b(?:(?:CAN\/)?(?:CSA|ISO|IEC|ANSI|ASTM|ASME|NFPA|EN|ULC?|DIN|BS|NIOSH|ACGIH)\b(?:[ -]?[A-Z]{0,4}[ -]?\d[\dA-Z.:/-]*)?|[NPR]\d{2,3}\b)/g;

/** The standard references of a text, spaces and hyphens after the body name ignored. */
export function standardsOf(text: string): string[] {
  return [...text.normalize('NFKC').matchAll(STANDARD)]
    .map((m) => m[0].replace(/[.:/-]+$/, '').replace(/[ -]+/g, ' '))
    .sort();
}

/**
 * The numbers of a text as values ("1,2 m" and "1.2 m" are one number; "1 000", "1,000" and
 * "1.000" are 1000), standard references left out (they are compared whole).
 */
export function numbersOf(text: string): string[] {
  const plain = text.normalize('NFKC').replace(STANDARD, ' ');
  return [...plain.matchAll(/\d+(?:[ ,.\u202f\u00a0]\d+)*/g)]
    .map((m) => {
      const groups = m[0].split(/[ ,.\u202f\u00a0]/);
      // Thousands: every group after the first has three digits ("1 000", "1,000", "1.000").
      if (groups.length > 1 && groups.slice(1).every((g) => g.length === 3)) return groups.join('');
      if (groups.length === 2 && /[,.]/.test(m[0])) return `${groups[0]}.${groups[1]}`;
      return m[0].split(/[ \u202f\u00a0]/).join(' ');
    })
    .flatMap((value) => value.split(' '))
    .map((value) => value.replace(/^0+(?=\d)/, ''))
    .sort();
}

/** Numbers a translation may write as digits where the source has a word ("one", "two", "twice", "three", "daily"). */
const WORDS_AS_DIGITS: ReadonlySet<string> = new Set(['1', '2', '3']);

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);
const unique = (values: readonly string[]) => [...new Set(values)];

/** Languages, then numbers and standards of each translation against the English (and French) source. */
function checkTexts(where: string, texts: Texts | undefined, problems: KnowledgeProblem[]): void {
  const languages = Object.keys(texts ?? {});
  for (const language of KNOWLEDGE_LANGUAGES) {
    if (!texts?.[language]?.trim()) problems.push({ kind: 'missing-language', where, detail: language });
  }
  for (const language of languages) {
    if (!(KNOWLEDGE_LANGUAGES as readonly string[]).includes(language))
      problems.push({
        kind: 'unknown-language',
        where,
        detail: `${language}: a text with no known language`,
      });
  }
  const source = texts?.en;
  if (!texts || !source) return;
  const numbers = unique(numbersOf(source));
  const standards = unique(standardsOf(source));
  for (const language of KNOWLEDGE_LANGUAGES) {
    const text = texts[language];
    if (language === 'en' || !text) continue;
    // Written-out small numbers ("two exits", "twice", "daily") may become digits in a translation.
    const theirs = unique(numbersOf(text)).filter((n) => numbers.includes(n) || !WORDS_AS_DIGITS.has(n));
    if (!same(theirs, numbers))
      problems.push({
        kind: 'numbers-differ',
        where: `${where}, ${language}`,
        detail: `en has [${numbers.join(', ')}], ${language} has [${theirs.join(', ')}]`,
      });
    const theirStandards = unique(standardsOf(text));
    if (!same(theirStandards, standards))
      problems.push({
        kind: 'standards-differ',
        where: `${where}, ${language}`,
        detail: `en has [${standards.join(', ')}], ${language} has [${theirStandards.join(', ')}]`,
      });
  }
}

function checkId(
  id: string | undefined,
  where: string,
  seen: Set<string>,
  problems: KnowledgeProblem[],
): void {
  if (!id || !ID.test(id)) {
    problems.push({ kind: 'missing-id', where, detail: id ? `"${id}" is not a kebab-case id` : 'no id' });
    return;
  }
  if (seen.has(id)) problems.push({ kind: 'duplicate-id', where, detail: `"${id}" is used twice` });
  seen.add(id);
}

/** Every problem of the knowledge base's ids and translations; none for a sound knowledge base. */
export function checkKnowledge(knowledge: CheckedKnowledge = KNOWLEDGE): KnowledgeProblem[] {
  const problems: KnowledgeProblem[] = [];
  const hazardIds = new Set<string>();
  const cited = new Set<string>();
  const citeSubject = (subject: string | undefined, where: string) => {
    if (!subject) {
      problems.push({ kind: 'missing-id', where, detail: 'a citation with no subject id' });
      return;
    }
    cited.add(subject);
    if (!Object.hasOwn(knowledge.subjects, subject))
      problems.push({ kind: 'unknown-id', where, detail: `subject "${subject}" does not exist` });
  };

  knowledge.hazards.forEach((hazard, index) => {
    const where = `hazard ${hazard.id || `#${index + 1}`}`;
    checkId(hazard.id, where, hazardIds, problems);
    checkTexts(`${where}, name`, hazard.name, problems);
    checkTexts(`${where}, description`, hazard.description, problems);
    for (const part of ['name', 'description'] as const) {
      const international = hazard.international?.[part];
      if (international) checkTexts(`${where}, international ${part}`, international, problems);
      checkAbroad(`${where}, ${part} abroad`, international ?? hazard[part], problems);
    }
    const controlIds = new Set<string>();
    (hazard.controls ?? []).forEach((control, i) => {
      const at = `${where}, control ${control.id || `#${i + 1}`}`;
      checkId(control.id, at, controlIds, problems);
      checkTexts(at, control.text, problems);
      if (control.international) checkTexts(`${at}, international`, control.international, problems);
      checkAbroad(`${at} abroad`, control.international ?? control.text, problems);
    });
    for (const citation of hazard.citations ?? []) citeSubject(citation.subject, where);
  });
  for (const citation of knowledge.otherCitations) citeSubject(citation.subject, 'due diligence');

  const subjectSources = new Map<string, string>();
  for (const [id, texts] of Object.entries(knowledge.subjects)) {
    const where = `subject ${id}`;
    if (!ID.test(id)) problems.push({ kind: 'missing-id', where, detail: `"${id}" is not a kebab-case id` });
    if (!cited.has(id)) problems.push({ kind: 'orphan', where, detail: 'no citation names this subject' });
    const source = SOURCES.map((language) => texts[language] ?? '').join('\n');
    const twin = subjectSources.get(source);
    if (twin)
      problems.push({ kind: 'duplicate-id', where, detail: `same French and English text as ${twin}` });
    else subjectSources.set(source, id);
    checkTexts(where, texts, problems);
  }

  for (const [where, ids] of Object.entries(knowledge.hazardReferences)) {
    for (const id of ids) {
      if (!hazardIds.has(id))
        problems.push({ kind: 'unknown-id', where, detail: `hazard "${id}" does not exist` });
    }
  }
  return problems;
}
