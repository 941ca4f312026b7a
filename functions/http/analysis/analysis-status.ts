import { analysisStatus } from '../core/analysis-status';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('analysisStatus', async ({ params, session, language }) => ({
  body: await analysisStatus(session!.user.id, params.id ?? '', language),
}));
