import { paths } from '@/app/paths';

/** The two editions whose advisers keep a history and an action plan. */
export type AdviserEdition = 'conseiller' | 'international';

/** Each edition's own screens: an analysis made in one edition reopens in that edition. */
export const EDITION_PATHS = {
  conseiller: {
    newAnalysis: paths.conseillerApp,
    history: paths.conseillerHistory,
    actions: paths.conseillerActions,
    results: paths.conseillerResults,
  },
  international: {
    newAnalysis: paths.internationalApp,
    history: paths.internationalHistory,
    actions: paths.internationalActions,
    results: paths.internationalResults,
  },
} as const satisfies Record<AdviserEdition, Record<string, string>>;

/** The results page of one analysis in an edition. */
export function resultsHref(edition: AdviserEdition, analysisId: string): string {
  return `${EDITION_PATHS[edition].results}?id=${encodeURIComponent(analysisId)}`;
}
