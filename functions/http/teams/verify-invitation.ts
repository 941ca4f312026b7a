import { verifyInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('verifyInvitation', async ({ input }) => ({
  body: await verifyInvitation(input.token),
}));
