import { listActions } from '#core/analysis/action-plan/actions';
import { defineHandler } from '#functions/middleware/define-handler';
import { listActionsRoute } from '#functions/routes';

/** GET /api/actions: the caller's corrective actions by due date, open ones unless asked for all. */
export const handler = defineHandler(listActionsRoute, async ({ session, input }) => ({
  body: await listActions(session!.user.id, input),
}));
