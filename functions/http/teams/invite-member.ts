import { invite } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('inviteMember', async ({ input, session, language }) => ({
  status: 201,
  body: { success: true, invitation: await invite(session!.user, input, language) },
}));
