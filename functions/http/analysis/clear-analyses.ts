import { clearAnalyses } from '../core/saved-analyses';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('clearAnalyses', async ({ session }) => ({
  body: { success: true, deleted: await clearAnalyses(session!.user.id) },
}));
