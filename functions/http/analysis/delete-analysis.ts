import { deleteAnalysis } from '../core/saved-analyses';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('deleteAnalysis', async ({ params, session }) => {
  await deleteAnalysis(session!.user.id, params.id ?? '');
  return { body: { success: true } };
});
