import { findAccount } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('adminFindUser', async ({ input, session }) => ({
  body: { success: true, user: await findAccount(session!.user, input.email) },
}));
