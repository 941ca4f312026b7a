import { createFirstPassword } from '../core/password-flows';
import { sessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('createPassword', async ({ input }) => {
  const { response, token } = await createFirstPassword(input.email, input.password, input.token);
  return { body: response, cookies: [sessionCookie(token)] };
});
