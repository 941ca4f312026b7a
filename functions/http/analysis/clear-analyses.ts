import { clearAnalyses } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('clearAnalyses', async ({ session }) => ({
  body: { success: true, deleted: await clearAnalyses(session!.user) },
}));
