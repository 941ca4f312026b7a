import { invite } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { inviteMemberRoute } from '#functions/routes';

export const handler = defineHandler(inviteMemberRoute, async ({ input, session, language }) => ({
  status: 201,
  body: { success: true, invitation: await invite(session!.user, input, language) },
}));
