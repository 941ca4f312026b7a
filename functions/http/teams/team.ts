import { teamOverview } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { teamRoute } from '#functions/routes';

export const handler = defineHandler(teamRoute, async ({ session }) => ({
  body: await teamOverview(session!.user),
}));
