import { acceptInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('acceptInvitation', async ({ input, language }) => ({
  body: { success: true, ...(await acceptInvitation(input.token, language)) },
}));
