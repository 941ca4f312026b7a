import MiniSearch from 'minisearch';
import { VOCABULARIES } from '#shared/knowledge/vocabulary';
import { HAZARDS } from '#shared/knowledge/hazards';
import type { Hazard } from '#shared/knowledge/types';
import { LANGUAGE_CODES, type Language } from '#shared/languages';
import { tokenize } from '#core/analysis';
import type { Passage } from './passages';

/**
 * Finds the passages that answer a question. Words are compared as the offline analyzer compares
 * them (each text stemmed in its own language, accents folded), so "cadenasser" finds "cadenassage".
 * A question may be in French and the documents in English: the hazards the question names (by the
 * analyzer's vocabulary, in any of the seven languages) add their words in every language, so a
 * question about "cadenassage" also looks for "lockout" and "Verriegelung".
 */

/** Words that say nothing of the subject: a passage sharing only these with the question is no answer. */
const GENERIC = new Set(
  [
    // fr
    'quel',
    'quell',
    'quels',
    'quelles',
    'oblig',
    'oblige',
    'exigent',
    'exig',
    'appliqu',
    'applic',
    'regl',
    'règl',
    'travail',
    'travaill',
    'securit',
    'sant',
    'doit',
    'doivent',
    'faut',
    'comment',
    'pourquoi',
    'selon',
    'entrepris',
    'employeur',
    'travailleur',
    'dan',
    'pour',
    'avec',
    'sur',
    'est',
    'sont',
    'cett',
    'cet',
    'quoi',
    'loi',
    'articl',
    // en
    'what',
    'which',
    'oblig',
    'requir',
    'requirement',
    'appli',
    'rule',
    'work',
    'worker',
    'employ',
    'employer',
    'safeti',
    'health',
    'must',
    'should',
    'shall',
    'does',
    'how',
    'why',
    'under',
    'with',
    'for',
    'the',
    'are',
    'this',
    'that',
    'law',
    // es, de, pt
    'cual',
    'cuale',
    'obligacion',
    'requisit',
    'trabaj',
    'segur',
    'welch',
    'pflicht',
    'anforder',
    'arbeit',
    'sicher',
    'quai',
    'obrigaco',
    'trabalh',
    'segur',
    'aplic',
  ].map((word) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
);

const stemsOf = (text: string, language: Language) => tokenize(text, language).map((token) => token.stem);

/** A phrase of the vocabulary found in the question's stems (its words in a row). */
function containsPhrase(questionStems: readonly string[], phraseStems: readonly string[]): boolean {
  if (!phraseStems.length) return false;
  for (let i = 0; i + phraseStems.length <= questionStems.length; i++)
    if (phraseStems.every((stem, j) => questionStems[i + j] === stem)) return true;
  return false;
}

/** The hazards whose words (terms or controls) the question uses, in its language. */
export function hazardsOfQuestion(question: string, language: Language): Hazard[] {
  const stems = stemsOf(question, language);
  const vocabulary = VOCABULARIES[language];
  return HAZARDS.filter((hazard) => {
    const words = vocabulary.hazards[hazard.id];
    if (!words) return false;
    return [...words.terms, ...(words.controls ?? [])].some((phrase) =>
      containsPhrase(stems, stemsOf(phrase, language)),
    );
  });
}

/** A hazard's words (terms and controls) in every language, each stemmed in its own. */
function stemsOfHazard(hazard: Hazard): Set<string> {
  const stems = new Set<string>();
  for (const code of LANGUAGE_CODES) {
    const words = VOCABULARIES[code].hazards[hazard.id];
    for (const phrase of [...(words?.terms ?? []), ...(words?.controls ?? [])])
      for (const stem of stemsOf(phrase, code)) if (stem.length > 2 && !GENERIC.has(stem)) stems.add(stem);
  }
  return stems;
}

/** Hazards that use each stem: a stem many hazards share ("energy", "isolation") names none of them. */
let hazardsByStem: Map<string, number> | undefined;
function hazardCountOf(stem: string): number {
  if (!hazardsByStem) {
    hazardsByStem = new Map();
    for (const hazard of HAZARDS)
      for (const each of stemsOfHazard(hazard)) hazardsByStem.set(each, (hazardsByStem.get(each) ?? 0) + 1);
  }
  return hazardsByStem.get(stem) ?? 0;
}
/** A stem names the subject when at most this many hazards use it. */
const DISTINCTIVE_AT_MOST = 3;

/** What a document in any language calls the hazards asked about: their distinctive stems. */
function hazardStems(hazards: readonly Hazard[]): Set<string> {
  const stems = new Set<string>();
  for (const hazard of hazards)
    for (const stem of stemsOfHazard(hazard)) if (hazardCountOf(stem) <= DISTINCTIVE_AT_MOST) stems.add(stem);
  return stems;
}

export interface RetrievedPassage extends Passage {
  score: number;
}

export interface Retrieval {
  /** Passages that answer, best first (none when the selection does not hold the answer). */
  passages: RetrievedPassage[];
  hazards: Hazard[];
}

/** Passages kept for an answer, at most. */
const MAX_PASSAGES = 8;

/**
 * Ranks every passage against the question (BM25 over stems, the subject's words weighted three
 * times) and keeps those that share at least one word of the subject with it: the hazard's words
 * when the question names one, else the question's own words that are not generic.
 */
export function retrieve(question: string, language: Language, passages: readonly Passage[]): Retrieval {
  const hazards = hazardsOfQuestion(question, language);
  const own = stemsOf(question, language).filter((stem) => stem.length > 2 && !GENERIC.has(stem));
  const subject = hazards.length ? hazardStems(hazards) : new Set(own);
  if (!subject.size || !passages.length) return { passages: [], hazards };

  const documents = passages.map((passage, id) => ({
    id,
    stems: stemsOf(passage.text, passage.language).join(' '),
  }));
  const index = new MiniSearch<{ id: number; stems: string }>({
    fields: ['stems'],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
  });
  index.addAll(documents);
  const queryTerms = [...new Set([...own, ...subject])];
  const results = index.search(queryTerms.join(' '), {
    combineWith: 'OR',
    boostTerm: (term) => (subject.has(term) ? 3 : 1),
  });
  const kept: RetrievedPassage[] = [];
  for (const result of results) {
    const passage = passages[result.id as number]!;
    if (!result.terms.some((term) => subject.has(term))) continue;
    kept.push({ ...passage, score: Math.round(result.score * 100) / 100 });
    if (kept.length === MAX_PASSAGES) break;
  }
  return { passages: kept, hazards };
}
