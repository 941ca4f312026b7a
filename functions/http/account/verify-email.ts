import { sessionCookie } from '../core/session-token';
import { verifyEmail } from '../core/verification';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('verifyEmail', async ({ input }) => {
  const { response, token } = await verifyEmail(input.token);
  return { body: response, cookies: [sessionCookie(token)] };
});
