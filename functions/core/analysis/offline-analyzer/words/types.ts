/** The offline analyzer's own sentences in one language (see ../words.ts for French and English). */
export interface AnalyzerWords {
  method: (ocr: boolean) => string;
  summary: (count: number, files: number, area: string, typical: boolean) => string;
  typicalEvidence: (activity: string) => string;
  documentSummary: (pages: number | null, characters: number, ocrPages: number) => string;
  photoSummary: (characters: number) => string;
  found: (titles: string[]) => string;
  opening: (quote: string) => string;
  /** Keyed by the extraction warning codes (functions/core/analysis/extraction/types.ts). */
  warnings: Record<string, string>;
  /** The seven generic recommendations, in the order of GENERAL_RECOMMENDATIONS. */
  general: readonly string[];
  responsibility: string;
}
