import { needsPassword } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('checkPasswordStatus', async ({ input }) => ({
  body: { needsPassword: await needsPassword(input.email) },
}));
