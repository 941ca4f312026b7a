import { changeMemberRole } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { changeMemberRoleRoute } from '#functions/routes';

export const handler = defineHandler(changeMemberRoleRoute, async ({ params, input, session }) => {
  await changeMemberRole(session!.user, params.id ?? '', input.role);
  return { body: { success: true } };
});
