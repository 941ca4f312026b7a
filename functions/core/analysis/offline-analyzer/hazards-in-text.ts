import { HAZARDS } from '#shared/knowledge/hazards';
import type { Hazard } from '#shared/knowledge/types';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary';
import type { Language } from '#shared/languages';
import { detectLanguage } from './language';
import { lexiconOf } from './lexicons';
import { findHazards } from './match';

/** The hazards a short text raises (a risk's description), read as the offline analyzer reads a document. */
export function hazardsInText(text: string, language: Language): Hazard[] {
  const segment = {
    fileName: null,
    page: null,
    source: 'text' as const,
    text,
    language: detectLanguage(text, language),
  };
  return findHazards(HAZARDS, CONCEPT_RULES, lexiconOf, [segment])
    .filter((f) => f.state === 'uncontrolled')
    .map((f) => f.hazard);
}
