import { sessionCookie } from '#core/account';
import { verifyEmail } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('verifyEmail', async ({ input }) => {
  const { response, token } = await verifyEmail(input.token);
  return { body: response, cookies: [sessionCookie(token)] };
});
