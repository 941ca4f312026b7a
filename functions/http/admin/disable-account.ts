import { disableAccount } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('adminDisableAccount', async ({ params, input, session }) => ({
  body: { success: true, user: await disableAccount(session!.user, params.id ?? '', input.reason) },
}));
