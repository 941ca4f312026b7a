import type { TFunction } from 'i18next';
import type { PreloadedContext } from '@/features/teams';

/** The purple box names the first three reports chosen on the dashboard, then how many others. */
const TITLES_SHOWN = 3;

export function preloadedTitles(context: Pick<PreloadedContext, 'titles'>): {
  shown: string[];
  others: number;
} {
  return {
    shown: context.titles.slice(0, TITLES_SHOWN),
    others: Math.max(0, context.titles.length - TITLES_SHOWN),
  };
}

/**
 * The question the dashboard's choice pre-fills (spec section 4): a sentence naming how many saved
 * analyses and imported files it brings, in the interface language.
 */
export function preloadedQuestion(t: TFunction, counts: PreloadedContext['counts']): string {
  return t('assistant.preloaded.question', { analyses: counts.analyses, files: counts.files });
}
