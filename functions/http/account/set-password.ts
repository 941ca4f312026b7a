import { sessionCookie, setPasswordWithToken, userAgentOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('setPassword', async ({ input, event }) => {
  const signedIn = await setPasswordWithToken(input.token, input.password, userAgentOf(event));
  return { body: signedIn.response, cookies: [sessionCookie(signedIn.token)] };
});
