import { teamOverview } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('team', async ({ session }) => ({
  body: await teamOverview(session!.user),
}));
