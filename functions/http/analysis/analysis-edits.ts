import { analysisEdits } from '#core/analysis/workbench';
import { defineHandler } from '#functions/middleware/define-handler';

/** GET /api/analyses/{id}/edits: who changed what and when, newest first. */
export const handler = defineHandler('analysisEdits', async ({ params, session }) => ({
  body: await analysisEdits(session!.user, params.id ?? ''),
}));
