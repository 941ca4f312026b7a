import { needsPassword } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { checkPasswordStatusRoute } from '#functions/routes';

export const handler = defineHandler(checkPasswordStatusRoute, async ({ input }) => ({
  body: { needsPassword: await needsPassword(input.email) },
}));
