import { compileLexicon } from '#core/analysis/offline-analyzer/lexicon';
import { findHazards } from '#core/analysis/offline-analyzer/match';
import { tokenize } from '#core/analysis/offline-analyzer/tokens';
import { HAZARDS } from '#shared/knowledge/hazards';
import type { Hazard } from '#shared/knowledge/types';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary/rules';
import type { LanguageVocabulary } from '#shared/knowledge/vocabulary/types';
import type { Language } from '#shared/languages';

/** Hazards being added to the knowledge base, with their families; the vocabularies name them already. */
const NEW_HAZARDS: Readonly<Record<string, Hazard['family']>> = {
  'elevating-work-platform': 'falls',
  'toxic-atmosphere': 'chemical',
  'isocyanate-sensitisers': 'chemical',
  'defeated-guard-interlock': 'machinery',
  'inert-dust': 'dust_fibres',
};
export const HAZARD_IDS = [...new Set([...HAZARDS.map((h) => h.id), ...Object.keys(NEW_HAZARDS)])];

// Stand-ins for the new hazards until they are in HAZARDS (a falls hazard counts a height as a clue).
const hazards: Hazard[] = [
  ...HAZARDS,
  ...Object.entries(NEW_HAZARDS)
    .filter(([id]) => !HAZARDS.some((h) => h.id === id))
    .map(([id, family]) => ({ ...HAZARDS[0]!, id, family })),
];

/** Reads texts of a stemmed language (es, pt, fr, en, de) as the offline analyzer does, with its own vocabulary only. */
export function stemmedReader(language: Language, vocabulary: LanguageVocabulary) {
  const lexicon = compileLexicon(language, vocabulary, {});
  const read = (text: string) =>
    findHazards(hazards, CONCEPT_RULES, () => lexicon, [
      { fileName: 'note', page: null, source: 'text', text, language },
    ]);
  return {
    read,
    raised: (text: string) =>
      read(text)
        .filter((f) => f.state === 'uncontrolled')
        .map((f) => f.hazard.id),
    /** The words of a phrase as the engine matches them (Snowball stems, accents folded). */
    stems: (phrase: string) =>
      tokenize(phrase, language)
        .map((t) => t.stem)
        .join(' '),
  };
}

/**
 * Phrases of one hazard that the engine reads as the same words (stems): a plural listed beside its
 * singular, or two weak words that would be each other's second clue.
 */
export function sameStems(
  words: LanguageVocabulary['hazards'][string],
  stems: (phrase: string) => string,
): string[] {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const phrase of [...words.terms, ...(words.weak ?? []), ...(words.controls ?? [])]) {
    const key = stems(phrase);
    const first = seen.get(key);
    if (first !== undefined) twice.push(`${phrase} = ${first}`);
    else seen.set(key, phrase);
  }
  return twice;
}
