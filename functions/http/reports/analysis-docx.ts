import { analysisOfficeFile, DOCX_FORMAT, reportAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { analysisDocxRoute } from '#functions/routes';

/** GET /api/analyses/{id}/docx?selectedRisks=&language=: the report as a Word document. */
export const handler = defineHandler(analysisDocxRoute, async ({ params, session, input }) =>
  reportAnswer(
    await analysisOfficeFile(session!.user, params.id ?? '', DOCX_FORMAT, {
      selected: input.selectedRisks,
      language: input.language,
    }),
    'attachment',
  ),
);
