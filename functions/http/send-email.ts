import { emailAnalysisReport } from '../core/analysis-report';
import { defineHandler } from '../middleware/define-handler';

/** POST /api/send-email {analysisId, recipientEmail, selectedRisks}: same as the per-analysis path. */
export const handler = defineHandler('sendEmail', async ({ session, input }) => ({
  body: await emailAnalysisReport({
    userId: session!.user.id,
    senderEmail: session!.user.email,
    analysisId: input.analysisId,
    recipient: input.recipientEmail,
    selected: input.selectedRisks,
  }),
}));
