import { analysisPdf, reportAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { analysisPdfRoute } from '#functions/routes';

/**
 * GET /api/analyses/{id}/pdf?selectedRisks=&language=: the report, as a download or inline for
 * print; a report too large for a Lambda answer is a 303 to a short-lived link.
 */
export const handler = defineHandler(analysisPdfRoute, async ({ params, session, input }) =>
  reportAnswer(
    await analysisPdf(session!.user, params.id ?? '', {
      selected: input.selectedRisks,
      language: input.language,
    }),
    input.disposition,
  ),
);
