import { finishedAnalysis } from '#core/reports';
import { defineHandler } from '#functions/middleware/define-handler';
import { analysisPdfHeadRoute } from '#functions/routes';

/** HEAD /api/analyses/{id}/pdf: whether the caller's report can be made, without making it. */
export const handler = defineHandler(analysisPdfHeadRoute, async ({ params, session }) => {
  await finishedAnalysis(session!.user, params.id ?? '');
  return { headers: { 'content-type': 'application/pdf' } };
});
