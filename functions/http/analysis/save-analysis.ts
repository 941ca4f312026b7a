import { saveAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('saveAnalysis', async ({ input, session }) => ({
  body: await saveAnalysis(session!.user, input.analysisId),
}));
