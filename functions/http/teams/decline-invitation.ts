import { declineInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { declineInvitationRoute } from '#functions/routes';

export const handler = defineHandler(declineInvitationRoute, async ({ input }) => {
  await declineInvitation(input.token);
  return { body: { success: true } };
});
