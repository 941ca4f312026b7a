import { deleteAction } from '#core/analysis/action-plan/actions';
import { defineHandler } from '#functions/middleware/define-handler';
import { deleteActionRoute } from '#functions/routes';

/** DELETE /api/actions/{id} */
export const handler = defineHandler(deleteActionRoute, async ({ params, session }) => {
  await deleteAction(session!.user, params.id ?? '');
  return { body: { success: true } };
});
