import { updateAction } from '#core/analysis/action-plan/actions';
import { defineHandler } from '#functions/middleware/define-handler';

/** PATCH /api/actions/{id}: owner, due date, status, closure note and after photo. */
export const handler = defineHandler('updateAction', async ({ params, session, input }) => ({
  body: await updateAction(session!.user, params.id ?? '', input),
}));
