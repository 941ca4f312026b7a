import { setPasswordTokenInfo } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { setPasswordVerifyRoute } from '#functions/routes';

export const handler = defineHandler(setPasswordVerifyRoute, async ({ input }) => ({
  body: await setPasswordTokenInfo(input.token),
}));
