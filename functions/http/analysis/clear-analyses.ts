import { clearAnalyses } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { clearAnalysesRoute } from '#functions/routes';

export const handler = defineHandler(clearAnalysesRoute, async ({ session }) => ({
  body: { success: true, deleted: await clearAnalyses(session!.user) },
}));
