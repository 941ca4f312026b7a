import { analysisPdf, contentDisposition } from '../core/analysis-report';
import { defineHandler } from '../middleware/define-handler';

/** GET /api/analyses/{id}/pdf?selectedRisks=: the report, as a download or inline for print. */
export const handler = defineHandler('analysisPdf', async ({ params, session, input }) => {
  const pdf = await analysisPdf(session!.user.id, params.id ?? '', input.selectedRisks);
  return {
    binary: pdf.bytes,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(input.disposition, pdf.fileName),
    },
  };
});
