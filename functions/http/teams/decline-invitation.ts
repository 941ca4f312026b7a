import { declineInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('declineInvitation', async ({ input }) => {
  await declineInvitation(input.token);
  return { body: { success: true } };
});
