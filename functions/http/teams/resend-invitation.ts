import { resendInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { resendInvitationRoute } from '#functions/routes';

export const handler = defineHandler(resendInvitationRoute, async ({ params, session }) => ({
  body: { success: true, invitation: await resendInvitation(session!.user, params.id ?? '') },
}));
