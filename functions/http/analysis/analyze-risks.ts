import { startAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { analyzeRisksRoute } from '#functions/routes';

export const handler = defineHandler(analyzeRisksRoute, async ({ input, session }) => ({
  status: 202,
  body: await startAnalysis(session!.user, { ...input, sourceInterface: 'enterprise' }),
}));
