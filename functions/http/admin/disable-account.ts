import { disableAccount } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminDisableAccountRoute } from '#functions/routes';

export const handler = defineHandler(adminDisableAccountRoute, async ({ params, input, session }) => ({
  body: { success: true, user: await disableAccount(session!.user, params.id ?? '', input.reason) },
}));
