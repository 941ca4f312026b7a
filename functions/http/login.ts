import { login } from '../core/auth';
import { sessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('login', async ({ input }) => {
  const { response, token } = await login(input.email, input.password);
  return { body: response, cookies: [sessionCookie(token)] };
});
