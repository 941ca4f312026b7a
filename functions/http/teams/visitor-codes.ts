import { listVisitorCodes } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { visitorCodesRoute } from '#functions/routes';

export const handler = defineHandler(visitorCodesRoute, async ({ session }) => ({
  body: { codes: await listVisitorCodes(session!.user) },
}));
