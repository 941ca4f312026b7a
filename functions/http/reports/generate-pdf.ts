import { analysisPdf, reportAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { generatePdfRoute } from '#functions/routes';

/** POST /api/generate-pdf {analysisId, selectedRisks}: the report as a blob, or a 303 to a large one. */
export const handler = defineHandler(generatePdfRoute, async ({ session, input }) =>
  reportAnswer(
    await analysisPdf(session!.user, input.analysisId, {
      selected: input.selectedRisks,
      language: input.language,
    }),
    'attachment',
  ),
);
