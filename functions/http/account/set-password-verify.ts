import { setPasswordTokenInfo } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('setPasswordVerify', async ({ input }) => ({
  body: await setPasswordTokenInfo(input.token),
}));
