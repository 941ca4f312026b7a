import { acceptInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { acceptInvitationRoute } from '#functions/routes';

export const handler = defineHandler(acceptInvitationRoute, async ({ input, language }) => ({
  body: { success: true, ...(await acceptInvitation(input.token, language)) },
}));
