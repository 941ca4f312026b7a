/** A numbered recommendation of the enhanced display (spec 2.3): what to do, why, and where it is written. */
export interface EnhancedRecommendation {
  action: string;
  details: string;
  reference: string | null;
}

/** What the enhanced analysis display shows, whatever produced it. */
export interface EnhancedAnalysis {
  /** What the analysis covers: a work area, or the province or territory an answer applies to. */
  area: string;
  riskCount: number;
  recommendations: EnhancedRecommendation[];
  /** The analysis in words: its summary, or all of it when it has no structured data. */
  text: string;
}

/** Structured data to show (counts, numbered recommendations); otherwise the text alone, as it is. */
export function hasStructuredData(analysis: EnhancedAnalysis): boolean {
  return analysis.riskCount > 0 || analysis.recommendations.length > 0;
}
