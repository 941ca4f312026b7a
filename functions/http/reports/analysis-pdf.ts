import { analysisPdf, pdfAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';

/**
 * GET /api/analyses/{id}/pdf?selectedRisks=: the report, as a download or inline for print;
 * a report too large for a Lambda answer is a 303 to a short-lived link.
 */
export const handler = defineHandler('analysisPdf', async ({ params, session, input }) =>
  pdfAnswer(await analysisPdf(session!.user.id, params.id ?? '', input.selectedRisks), input.disposition),
);
