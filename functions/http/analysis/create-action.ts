import { createAction } from '#core/analysis/action-plan/actions';
import { defineHandler } from '#functions/middleware/define-handler';
import { createActionRoute } from '#functions/routes';

/** POST /api/analyses/{id}/actions: a corrective action on a risk, due by default per its level. */
export const handler = defineHandler(createActionRoute, async ({ params, session, input }) => ({
  status: 201,
  body: await createAction(session!.user, params.id ?? '', input),
}));
