import { cancelInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { cancelInvitationRoute } from '#functions/routes';

export const handler = defineHandler(cancelInvitationRoute, async ({ params, session }) => {
  await cancelInvitation(session!.user, params.id ?? '');
  return { body: { success: true } };
});
