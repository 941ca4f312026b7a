import { saveAnalysis } from '../core/saved-analyses';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('saveAnalysis', async ({ input, session }) => ({
  body: await saveAnalysis(session!.user.id, input.analysisId),
}));
