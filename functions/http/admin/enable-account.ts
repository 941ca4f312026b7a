import { enableAccount } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('adminEnableAccount', async ({ params, session }) => ({
  body: { success: true, user: await enableAccount(session!.user, params.id ?? '') },
}));
