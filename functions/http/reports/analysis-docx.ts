import { analysisOfficeFile, reportAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';

/** GET /api/analyses/{id}/docx?selectedRisks=&language=: the report as a Word document. */
export const handler = defineHandler('analysisDocx', async ({ params, session, input }) =>
  reportAnswer(
    await analysisOfficeFile(session!.user, params.id ?? '', 'docx', {
      selected: input.selectedRisks,
      language: input.language,
    }),
    'attachment',
  ),
);
