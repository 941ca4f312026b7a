import { listMembers } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { teamMembersRoute } from '#functions/routes';

export const handler = defineHandler(teamMembersRoute, async ({ session }) => ({
  body: { members: await listMembers(session!.user) },
}));
