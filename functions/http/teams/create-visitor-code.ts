import { createVisitorCode } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { createVisitorCodeRoute } from '#functions/routes';

export const handler = defineHandler(createVisitorCodeRoute, async ({ input, session }) => ({
  status: 201,
  body: { success: true, code: await createVisitorCode(session!.user, input.email, input.days) },
}));
