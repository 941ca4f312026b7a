import { listInvitations } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { teamInvitationsRoute } from '#functions/routes';

export const handler = defineHandler(teamInvitationsRoute, async ({ session }) => ({
  body: { invitations: await listInvitations(session!.user) },
}));
