import { updateAction } from '#core/analysis/action-plan/actions';
import { defineHandler } from '#functions/middleware/define-handler';
import { updateActionRoute } from '#functions/routes';

/** PATCH /api/actions/{id}: owner, due date, status, closure note and after photo. */
export const handler = defineHandler(updateActionRoute, async ({ params, session, input }) => ({
  body: await updateAction(session!.user, params.id ?? '', input),
}));
