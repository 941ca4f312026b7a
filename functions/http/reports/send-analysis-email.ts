import { emailAnalysisReport } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { sendAnalysisEmailRoute } from '#functions/routes';

/** POST /api/analyses/{id}/send-email: the report as a PDF attachment to the given address. */
export const handler = defineHandler(sendAnalysisEmailRoute, async ({ params, session, input }) => ({
  body: await emailAnalysisReport({
    sender: session!.user,
    analysisId: params.id ?? '',
    recipient: input.recipientEmail,
    selected: input.selectedRisks,
    language: input.language,
  }),
}));
