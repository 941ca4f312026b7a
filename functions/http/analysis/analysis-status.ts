import { analysisStatus } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('analysisStatus', async ({ params, session, language }) => ({
  body: await analysisStatus(session!.user, params.id ?? '', language),
}));
