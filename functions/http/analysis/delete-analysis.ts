import { deleteAnalysis } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { deleteAnalysisRoute } from '#functions/routes';

export const handler = defineHandler(deleteAnalysisRoute, async ({ params, session }) => {
  await deleteAnalysis(session!.user, params.id ?? '');
  return { body: { success: true } };
});
