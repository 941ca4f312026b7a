import { analysisOfficeFile, reportAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';

/** GET /api/analyses/{id}/xlsx?selectedRisks=&language=: the risk register and action plan as a workbook. */
export const handler = defineHandler('analysisXlsx', async ({ params, session, input }) =>
  reportAnswer(
    await analysisOfficeFile(session!.user, params.id ?? '', 'xlsx', {
      selected: input.selectedRisks,
      language: input.language,
    }),
    'attachment',
  ),
);
