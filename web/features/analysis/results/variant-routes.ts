import { paths } from '@/app/paths';
import { EDITION_PATHS } from '../edition-paths';
import type { ResultsVariant, SourceInterface } from './results-variant';

interface VariantRoutes {
  /** Dashboard button target; null when the screen offers New analysis instead. */
  dashboard: string | null;
  /**
   * Where the user goes when there is no analysis to show (no id, 404, load failure): a page of
   * their own signed-in app, never a public page that offers to log in.
   */
  fallback: string;
}

const ROUTES: Record<ResultsVariant, VariantRoutes> = {
  // The advisers' dashboard is their history of analyses; an unknown link or someone else's leads there too.
  conseiller: { dashboard: EDITION_PATHS.conseiller.history, fallback: EDITION_PATHS.conseiller.history },
  international: {
    dashboard: EDITION_PATHS.international.history,
    fallback: EDITION_PATHS.international.history,
  },
  // The enterprise edition has no dashboard: its input screen (/risk-analysis) is where it goes back.
  enterprise: { dashboard: null, fallback: paths.riskAnalysis },
  generic: { dashboard: paths.dashboard, fallback: paths.dashboard },
};

/** Where a results variant's Dashboard button and its redirect lead. */
export function variantRoutes(variant: ResultsVariant): VariantRoutes {
  return ROUTES[variant];
}

/** New analysis (enterprise): back to the input screen the analysis came from. */
export function newAnalysisPath(source: SourceInterface | undefined): string {
  if (source === 'conseiller-sst') return paths.conseillerApp;
  if (source === 'international') return paths.internationalApp;
  return paths.riskAnalysis;
}
