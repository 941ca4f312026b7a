import type { AnalysisResult } from '#shared/schemas/analysis';
import type { FontResolver } from './fonts';

export interface ReportPhoto {
  fileName: string;
  bytes: Uint8Array;
  mediaType: 'image/jpeg' | 'image/png';
}

export interface ReportInput {
  /** The analysis as the adviser left it (edits, own findings and merges applied), in the report's language. */
  analysis: AnalysisResult;
  /** Risks the user kept; every other risk of the analysis is left out of the report entirely. */
  selectedRiskIds: string[];
  meta: ReportMeta;
  photos: ReportPhoto[];
  /** The cover page and signature block; absent fields are left out, not printed empty. */
  cover?: ReportCover;
  /** The corrective actions of the kept risks, by due date. */
  actions?: ReportAction[];
}

/** Who the report is for and who signs it (the analysis's cover fields, completed from the adviser's profile). */
export interface ReportCover {
  clientName: string;
  clientAddress: string;
  /** ISO date of the site visit, entered by the adviser ('' when not entered: the analysis date is not used). */
  visitDate: string;
  adviserName: string;
  adviserTitle: string;
  /** Designations (CRSP, ing., CRHA…). */
  credentials: string;
  organisation: string;
  logo?: ReportPhoto;
}

export interface ReportAction {
  riskId: string;
  title: string;
  ownerName: string;
  /** ISO date. */
  dueDate: string;
  status: 'open' | 'in_progress' | 'done' | 'verified';
  closureNote: string;
  /** ISO date-time, when done or verified. */
  closedAt: string | null;
  /** The photo taken after the correction (downscaled JPEG). */
  closurePhoto?: ReportPhoto;
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
