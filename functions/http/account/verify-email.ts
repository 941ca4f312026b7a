import { sessionCookie } from '#core/account';
import { userAgentOf, verifyEmail } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { verifyEmailRoute } from '#functions/routes';

export const handler = defineHandler(verifyEmailRoute, async ({ input, event }) => {
  const { response, token } = await verifyEmail(input.token, userAgentOf(event));
  return { body: response, cookies: [sessionCookie(token)] };
});
