import { analysisPdf, contentDisposition } from '../core/analysis-report';
import { defineHandler } from '../middleware/define-handler';

/** POST /api/generate-pdf {analysisId, selectedRisks}: the report as a blob. */
export const handler = defineHandler('generatePdf', async ({ session, input }) => {
  const pdf = await analysisPdf(session!.user.id, input.analysisId, input.selectedRisks);
  return {
    binary: pdf.bytes,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('attachment', pdf.fileName),
    },
  };
});
