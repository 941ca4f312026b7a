import { sessionCookie, setPasswordWithToken, userAgentOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { setPasswordRoute } from '#functions/routes';

export const handler = defineHandler(setPasswordRoute, async ({ input, event }) => {
  const signedIn = await setPasswordWithToken(input.token, input.password, userAgentOf(event));
  return { body: signedIn.response, cookies: [sessionCookie(signedIn.token)] };
});
