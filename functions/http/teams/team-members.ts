import { listMembers } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('teamMembers', async ({ session }) => ({
  body: { members: await listMembers(session!.user) },
}));
