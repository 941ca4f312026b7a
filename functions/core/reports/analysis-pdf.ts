import type { AnalysisResult } from '#shared/schemas/analysis';
import type { User } from '#adapters/table/users';
import { reportFileName } from './file-name';
import type { ReportFile } from './report-answer';
import type { ReportOptions } from './report-input';

export interface AnalysisPdf extends ReportFile {
  riskCount: number;
  analysis: AnalysisResult;
}

/** Renders the PDF report of the caller's analysis: the kept risks (or `selected`), in the report language. */
export async function analysisPdf(user: User, id: string, options: ReportOptions = {}): Promise<AnalysisPdf> {
  // Loaded by the first report rather than at the function's start: imported there, the renderer
  // (pdf-lib, fontkit, harfbuzz) and the report's input made the cold start 4× the baseline's (issue 16).
  const [{ buildReport }, { renderReport }] = await Promise.all([import('./report-input'), import('./pdf')]);
  const { input, item } = await buildReport(user, id, options);
  return {
    bytes: await renderReport(input),
    contentType: 'application/pdf',
    fileName: reportFileName(input, 'pdf'),
    riskCount: input.selectedRiskIds.length,
    item,
    analysis: input.analysis,
  };
}
