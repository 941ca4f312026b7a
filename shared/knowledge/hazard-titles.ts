import { KNOWLEDGE_LANGUAGES, type KnowledgeLanguage } from './types';

function isKnowledgeLanguage(language: string): language is KnowledgeLanguage {
  return (KNOWLEDGE_LANGUAGES as readonly string[]).includes(language);
}

/**
 * The title of a hazard in `language`: its `name` in that language (each hazard file carries the
 * seven), the English name for any other language or for a name the hazard lacks.
 */
export function hazardTitle(
  hazard: { id: string; name: { fr: string; en: string } & Partial<Record<KnowledgeLanguage, string>> },
  language: string,
): string {
  return (isKnowledgeLanguage(language) ? hazard.name[language] : undefined) ?? hazard.name.en;
}
