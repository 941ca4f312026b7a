import { analysisStatus } from '#core/analysis';
import { patchAnalysis } from '#core/analysis/workbench';
import { defineHandler } from '#functions/middleware/define-handler';
import { patchAnalysisRoute } from '#functions/routes';

/** PATCH /api/analyses/{id}: the adviser's changes; answers the analysis as it now stands. */
export const handler = defineHandler(patchAnalysisRoute, async ({ params, session, input, language }) => {
  const id = params.id ?? '';
  await patchAnalysis(session!.user, id, input);
  return { body: await analysisStatus(session!.user, id, language) };
});
