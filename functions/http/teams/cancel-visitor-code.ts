import { cancelCode } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { cancelVisitorCodeRoute } from '#functions/routes';

export const handler = defineHandler(cancelVisitorCodeRoute, async ({ params, session }) => {
  await cancelCode(session!.user, params.id ?? '');
  return { body: { success: true } };
});
