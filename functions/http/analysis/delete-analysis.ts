import { deleteAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('deleteAnalysis', async ({ params, session }) => {
  await deleteAnalysis(session!.user, params.id ?? '');
  return { body: { success: true } };
});
