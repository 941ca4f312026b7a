import { changeMemberRole } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('changeMemberRole', async ({ params, input, session }) => {
  await changeMemberRole(session!.user, params.id ?? '', input.role);
  return { body: { success: true } };
});
