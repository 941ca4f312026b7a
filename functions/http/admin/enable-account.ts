import { enableAccount } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminEnableAccountRoute } from '#functions/routes';

export const handler = defineHandler(adminEnableAccountRoute, async ({ params, session }) => ({
  body: { success: true, user: await enableAccount(session!.user, params.id ?? '') },
}));
