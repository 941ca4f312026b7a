import type { AnalysisResult } from '#shared/schemas/analysis';
import type { FontResolver } from './fonts';

export interface ReportPhoto {
  fileName: string;
  bytes: Uint8Array;
  mediaType: 'image/jpeg' | 'image/png';
}

export interface ReportInput {
  analysis: AnalysisResult;
  /** Risks the user kept; every other risk of the analysis is left out of the report entirely. */
  selectedRiskIds: string[];
  meta: ReportMeta;
  photos: ReportPhoto[];
}

export interface ReportMeta {
  area: string;
  jurisdictionName: string;
  /** ISO date (or date-time) of the analysis. */
  date: string;
  sectorLabels: string[];
  preparedFor?: string;
}

export interface ReportOptions {
  /** Where the fonts come from (defaults: Noto Sans from node_modules, Noto Sans CJK from the system). */
  fonts?: FontResolver;
}
