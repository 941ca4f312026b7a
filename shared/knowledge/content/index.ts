import type { Language } from '../../languages';
import type { Bilingual, Hazard } from '../types';
import de from './de';
import es from './es';
import ja from './ja';
import pt from './pt';
import type { KnowledgeContent } from './types';
import zh from './zh';

export type { HazardContent, KnowledgeContent } from './types';

/** The knowledge base's texts beyond French and English, which live in the hazard files. */
export const KNOWLEDGE_CONTENT: Readonly<Record<Exclude<Language, 'fr' | 'en'>, KnowledgeContent>> = {
  es,
  de,
  pt,
  zh,
  ja,
};

const otherLanguage = (language: Language) =>
  language === 'fr' || language === 'en' ? null : KNOWLEDGE_CONTENT[language];

/** A hazard's description and controls (in the hazard's order) in `language`; English if a text is missing. */
export function hazardText(hazard: Hazard, language: Language): { description: string; controls: string[] } {
  if (language === 'fr' || language === 'en') {
    return {
      description: hazard.description[language],
      controls: hazard.controls.map((c) => c.text[language]),
    };
  }
  const content = otherLanguage(language)?.hazards[hazard.id];
  return {
    description: content?.description ?? hazard.description.en,
    controls: hazard.controls.map((control, index) => content?.controls[index] ?? control.text.en),
  };
}

/** What a cited provision is about, in `language` (English when no translation exists). */
export function citationSubject(subject: Bilingual, language: Language): string {
  if (language === 'fr' || language === 'en') return subject[language];
  return otherLanguage(language)?.citationSubjects[subject.en] ?? subject.en;
}
