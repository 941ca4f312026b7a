import { setPasswordWithToken } from '../core/password-flows';
import { sessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('setPassword', async ({ input }) => {
  const { response, token } = await setPasswordWithToken(input.token, input.password);
  return { body: response, cookies: [sessionCookie(token)] };
});
