import { listAnalyses } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('listAnalyses', async ({ input, session }) => ({
  body: await listAnalyses(session!.user.id, input),
}));
