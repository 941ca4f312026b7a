import { createVisitorCode } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('createVisitorCode', async ({ input, session }) => ({
  status: 201,
  body: { success: true, code: await createVisitorCode(session!.user, input.email, input.days) },
}));
