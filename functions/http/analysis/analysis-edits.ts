import { analysisEdits } from '#core/analysis/workbench';
import { defineHandler } from '#functions/middleware/define-handler';
import { analysisEditsRoute } from '#functions/routes';

/** GET /api/analyses/{id}/edits: who changed what and when, newest first. */
export const handler = defineHandler(analysisEditsRoute, async ({ params, session }) => ({
  body: await analysisEdits(session!.user, params.id ?? ''),
}));
