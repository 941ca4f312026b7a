import type { AnalysisResult } from '#shared/schemas/analysis';
import { REPORT_LABELS, type ReportLabels } from './labels';

/** The offline engine's sentence for analyses that read photos by OCR, in every language. */
const OCR_METHODS = new Set(Object.values(REPORT_LABELS).map((labels) => labels.methods.offlineWithOcr));

/**
 * How the analysis was made, in the report's language, said by the engine that made it: a rules
 * engine reading the documents for the offline analyzer (never "AI"), a large language model
 * (Amazon Bedrock) for Bedrock. The analysis's own sentence is not printed: it is in the language
 * the analysis was made in, and the report may be in another one.
 */
export function methodSentence(labels: ReportLabels, analysis: AnalysisResult): string {
  if (analysis.analyzer === 'bedrock') return labels.methods.bedrock;
  const ocr =
    OCR_METHODS.has(analysis.method) ||
    analysis.documentAnalyses.some((document) => document.method === 'ocr');
  return ocr ? labels.methods.offlineWithOcr : labels.methods.offline;
}
