import { VOCABULARIES, internationalTerms } from '#shared/knowledge/vocabulary';
import type { Language } from '#shared/languages';
import { compileLexicon, type Lexicon } from './lexicon';

const compiled = new Map<Language, Lexicon>();

/** A language's vocabulary with the international terms, compiled on first use and kept for the warm container. */
export function lexiconOf(language: Language): Lexicon {
  let lexicon = compiled.get(language);
  if (!lexicon) {
    lexicon = compileLexicon(language, VOCABULARIES[language], internationalTerms);
    compiled.set(language, lexicon);
  }
  return lexicon;
}
