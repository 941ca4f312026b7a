import { verifyInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { verifyInvitationRoute } from '#functions/routes';

export const handler = defineHandler(verifyInvitationRoute, async ({ input }) => ({
  body: await verifyInvitation(input.token),
}));
