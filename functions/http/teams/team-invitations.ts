import { listInvitations } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('teamInvitations', async ({ session }) => ({
  body: { invitations: await listInvitations(session!.user) },
}));
