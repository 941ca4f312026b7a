import { startAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { analyzeInternationalRoute } from '#functions/routes';

export const handler = defineHandler(analyzeInternationalRoute, async ({ input, session }) => ({
  status: 202,
  body: await startAnalysis(session!.user, { ...input, sourceInterface: 'international' }),
}));
