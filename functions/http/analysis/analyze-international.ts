import { startAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('analyzeInternational', async ({ input, session }) => ({
  status: 202,
  body: await startAnalysis(session!.user, { ...input, sourceInterface: 'international' }),
}));
