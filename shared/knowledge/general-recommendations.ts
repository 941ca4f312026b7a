import recommendations from '../i18n/recommendations';
import type { Language } from '../languages';

/**
 * The generic safety recommendations the offline analyzer writes after a risk's own, by id and in
 * the order of the hierarchy of controls: elimination and substitution, engineered protection,
 * maintenance and inspection, safe methods, signage, training, then personal equipment last. Their texts are the "recommendations" namespace (shared/i18n/recommendations/<lang>.ts).
 */
export const GENERAL_RECOMMENDATION_IDS = [
  'eliminate',
  'engineering',
  'maintenance',
  'inspection',
  'handling',
  'signage',
  'training',
  'ppe',
  'footwear',
] as const satisfies readonly (keyof typeof recommendations.fr.generalRecommendations)[];

const textsIn = (language: Language): readonly string[] =>
  GENERAL_RECOMMENDATION_IDS.map((id) => recommendations[language].generalRecommendations[id]);

/**
 * The texts in each language, in the order of GENERAL_RECOMMENDATION_IDS: the results
 * screen moves them out of each risk's recommendations into the general notes.
 */
export const GENERAL_RECOMMENDATIONS: Readonly<Record<Language, readonly string[]>> = {
  fr: textsIn('fr'),
  en: textsIn('en'),
  es: textsIn('es'),
  de: textsIn('de'),
  pt: textsIn('pt'),
  zh: textsIn('zh'),
  ja: textsIn('ja'),
};
