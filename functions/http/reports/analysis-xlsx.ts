import { analysisOfficeFile, XLSX_FORMAT, reportAnswer } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { analysisXlsxRoute } from '#functions/routes';

/** GET /api/analyses/{id}/xlsx?selectedRisks=&language=: the risk register and action plan as a workbook. */
export const handler = defineHandler(analysisXlsxRoute, async ({ params, session, input }) =>
  reportAnswer(
    await analysisOfficeFile(session!.user, params.id ?? '', XLSX_FORMAT, {
      selected: input.selectedRisks,
      language: input.language,
    }),
    'attachment',
  ),
);
