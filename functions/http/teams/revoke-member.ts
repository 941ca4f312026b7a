import { revokeMember } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { revokeMemberRoute } from '#functions/routes';

export const handler = defineHandler(revokeMemberRoute, async ({ params, session }) => {
  await revokeMember(session!.user, params.id ?? '');
  return { body: { success: true } };
});
