import type { Language } from '../../languages';
import type { Bilingual, Hazard } from '../types';
import de from './de';
import es from './es';
import ja from './ja';
import pt from './pt';
import regulationsDe from './regulations/de';
import regulationsEs from './regulations/es';
import regulationsJa from './regulations/ja';
import regulationsPt from './regulations/pt';
import type { RegulationsContent } from './regulations/types';
import regulationsZh from './regulations/zh';
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

/** Names of acts, regulations and regulators beyond French and English. */
export const REGULATIONS_CONTENT: Readonly<Record<Exclude<Language, 'fr' | 'en'>, RegulationsContent>> = {
  es: regulationsEs,
  de: regulationsDe,
  pt: regulationsPt,
  zh: regulationsZh,
  ja: regulationsJa,
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

/** An act's or a regulation's name in `language` (its English name when no translation exists). */
export function instrumentTitle(title: Bilingual, language: Language): string {
  if (language === 'fr' || language === 'en') return title[language];
  return REGULATIONS_CONTENT[language].instrumentTitles[title.en] ?? title.en;
}

/** A regulator's name in `language` (its English name when no translation exists). */
export function regulatorName(regulator: Bilingual, language: Language): string {
  if (language === 'fr' || language === 'en') return regulator[language];
  return REGULATIONS_CONTENT[language].regulators[regulator.en] ?? regulator.en;
}
