import { saveAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { saveAnalysisRoute } from '#functions/routes';

export const handler = defineHandler(saveAnalysisRoute, async ({ input, session }) => ({
  body: await saveAnalysis(session!.user, input.analysisId),
}));
