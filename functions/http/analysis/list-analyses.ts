import { listAnalyses } from '../core/saved-analyses';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('listAnalyses', async ({ input, session }) => ({
  body: await listAnalyses(session!.user.id, input.limit, input.cursor),
}));
