import { paths } from '@/app/paths';
import type { ResultsVariant, SourceInterface } from './results-variant';

interface VariantRoutes {
  /** Dashboard button target; null when the screen offers New analysis instead. */
  dashboard: string | null;
  /** Where the user goes when there is no analysis to show (no id, 404, load failure). */
  fallback: string;
}

const ROUTES: Record<ResultsVariant, VariantRoutes> = {
  // The advisers' dashboard is their history of analyses.
  // A signed-in adviser whose link is unknown or not theirs goes to their own history, not a marketing page.
  conseiller: { dashboard: paths.conseillerHistory, fallback: paths.conseillerHistory },
  international: { dashboard: paths.internationalHistory, fallback: paths.internationalHistory },
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
