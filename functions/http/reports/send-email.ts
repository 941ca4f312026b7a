import { emailAnalysisReport } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { sendEmailRoute } from '#functions/routes';

/** POST /api/send-email {analysisId, recipientEmail, selectedRisks}: same as the per-analysis path. */
export const handler = defineHandler(sendEmailRoute, async ({ session, input }) => ({
  body: await emailAnalysisReport({
    sender: session!.user,
    analysisId: input.analysisId,
    recipient: input.recipientEmail,
    selected: input.selectedRisks,
    language: input.language,
  }),
}));
