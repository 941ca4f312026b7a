import { listVisitorCodes } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('visitorCodes', async ({ session }) => ({
  body: { codes: await listVisitorCodes(session!.user) },
}));
