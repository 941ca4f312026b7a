import type { Language } from '../../languages';
import { vocabulary as de } from './de';
import { vocabulary as en } from './en';
import { vocabulary as es } from './es';
import { vocabulary as fr } from './fr';
import { internationalTerms } from './international';
import { vocabulary as ja } from './ja';
import { vocabulary as pt } from './pt';
import type { LanguageVocabulary } from './types';
import { vocabulary as zh } from './zh';

export { CONCEPT_RULES } from './rules';
export { internationalTerms };

/** The offline analyzer's vocabulary, one per language the product reads. */
export const VOCABULARIES: Readonly<Record<Language, LanguageVocabulary>> = { fr, en, es, de, pt, zh, ja };
