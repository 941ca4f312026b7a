import { startAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { analyzeConseillerRoute } from '#functions/routes';

export const handler = defineHandler(analyzeConseillerRoute, async ({ input, session }) => ({
  status: 202,
  body: await startAnalysis(session!.user, { ...input, sourceInterface: 'conseiller-sst' }),
}));
