import { findAccount } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminFindUserRoute } from '#functions/routes';

export const handler = defineHandler(adminFindUserRoute, async ({ input, session }) => ({
  body: { success: true, user: await findAccount(session!.user, input.email) },
}));
