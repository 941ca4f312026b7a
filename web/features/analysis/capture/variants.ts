import type * as z from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_CANADIAN_JURISDICTION } from '#shared/taxonomy';
import type { SOURCE_INTERFACES_OF_ANALYSIS, startAnalysisRequest } from '#shared/schemas/analysis';
import { paths } from '@/app/paths';

/** The three editions of the input screen. */
export type AnalysisVariant = 'conseiller' | 'international' | 'enterprise';

type Jurisdiction = z.input<typeof startAnalysisRequest>['jurisdiction'];

interface VariantConfig {
  /** The start route of the edition. */
  startPath: string;
  sourceInterface: (typeof SOURCE_INTERFACES_OF_ANALYSIS)[number];
  resultsPath: string;
  /** Canadian provinces and territories, or the 11 countries of the international edition. */
  jurisdictions: 'canada' | 'countries';
  defaultJurisdiction: NonNullable<Jurisdiction>;
}

export const VARIANTS: Record<AnalysisVariant, VariantConfig> = {
  conseiller: {
    startPath: '/api/analyze-conseiller-sst',
    sourceInterface: 'conseiller-sst',
    resultsPath: paths.conseillerResults,
    jurisdictions: 'canada',
    defaultJurisdiction: DEFAULT_CANADIAN_JURISDICTION,
  },
  international: {
    startPath: '/api/analyze-international-sst',
    sourceInterface: 'international',
    resultsPath: paths.internationalResults,
    jurisdictions: 'countries',
    defaultJurisdiction: DEFAULT_COUNTRY,
  },
  enterprise: {
    startPath: '/api/analyze-risks',
    sourceInterface: 'enterprise',
    resultsPath: paths.riskAnalysisResults,
    jurisdictions: 'canada',
    defaultJurisdiction: DEFAULT_CANADIAN_JURISDICTION,
  },
};

/** Where a finished analysis is shown: the results page of the edition, with its id. */
export function resultsHref(variant: AnalysisVariant, analysisId: string): string {
  return `${VARIANTS[variant].resultsPath}?id=${encodeURIComponent(analysisId)}`;
}
