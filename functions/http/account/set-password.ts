import { sessionCookie, setPasswordWithToken } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('setPassword', async ({ input }) => {
  const signedIn = await setPasswordWithToken(input.token, input.password);
  return { body: signedIn.response, cookies: [sessionCookie(signedIn.token)] };
});
