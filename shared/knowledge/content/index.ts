import type { Language } from '../../languages';
import { CITATION_SUBJECTS } from '../subjects';
import { instrumentName } from './instrument-names';
import {
  CANADIAN_JURISDICTIONS,
  type Bilingual,
  type Citation,
  type ControlLevel,
  type Hazard,
  type Jurisdiction,
} from '../types';
import regulationsDe from './regulations/de';
import regulationsEs from './regulations/es';
import regulationsJa from './regulations/ja';
import regulationsPt from './regulations/pt';
import type { RegulationsContent } from './regulations/types';
import regulationsZh from './regulations/zh';

/** Names of acts, regulations and regulators beyond French and English. */
export const REGULATIONS_CONTENT: Readonly<Record<Exclude<Language, 'fr' | 'en'>, RegulationsContent>> = {
  es: regulationsEs,
  de: regulationsDe,
  pt: regulationsPt,
  zh: regulationsZh,
  ja: regulationsJa,
};

/** A hazard's description and controls (in the hazard's order) in `language`. */
export function hazardText(hazard: Hazard, language: Language): { description: string; controls: string[] } {
  return {
    description: hazard.description[language],
    controls: hazard.controls.map((control) => control.text[language]),
  };
}

/** A hazard's title, description and controls (in the hazard's order) as an analysis shows them. */
export interface HazardText {
  name: string;
  description: string;
  controls: { id: string; level: ControlLevel; text: string }[];
}

/**
 * A hazard's texts in `language` for an analysis in `jurisdiction`: in Canada the texts themselves;
 * for a country of the international edition, the `international` variant wherever a text names a
 * Canadian system, standard or body (WHMIS, CSA, CNESST…), so such an analysis never gives them as
 * the rule.
 */
export function hazardTextFor(hazard: Hazard, language: Language, jurisdiction: Jurisdiction): HazardText {
  const abroad = !(CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction);
  const pick = <T>(own: T, international: T | undefined): T => (abroad && international) || own;
  return {
    name: pick(hazard.name, hazard.international?.name)[language],
    description: pick(hazard.description, hazard.international?.description)[language],
    controls: hazard.controls.map((control) => ({
      id: control.id,
      level: control.level,
      text: pick(control.text, control.international)[language],
    })),
  };
}

/** What a cited provision is about, in `language`, from its subject id (English when the id is unknown). */
export function citationSubject(subjectId: string, language: Language): string {
  const subject = Object.hasOwn(CITATION_SUBJECTS, subjectId)
    ? CITATION_SUBJECTS[subjectId as keyof typeof CITATION_SUBJECTS]
    : undefined;
  return subject ? subject[language] : subjectId;
}

/** A knowledge-base citation as an analysis shows it: instrument and subject named in `language`. */
export function resultCitation(citation: Citation, language: Language) {
  return {
    jurisdiction: citation.jurisdiction,
    instrument: instrumentName(citation.instrument, language),
    articles: citation.articles,
    subject: citationSubject(citation.subject, language),
    status: citation.status,
  };
}

export { instrumentName, legalCitation } from './instrument-names';

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
