import { setupAccount } from '../core/account-setup';
import { sessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('internationalSetup', async ({ input }) => {
  const { response, token } = await setupAccount({
    email: input.email,
    password: input.password,
    sessionId: input.session_id,
    edition: 'international',
  });
  return { status: 201, body: response, cookies: [sessionCookie(token)] };
});
