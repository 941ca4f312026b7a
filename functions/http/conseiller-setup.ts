import { setupAccount } from '../core/account-setup';
import { sessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('conseillerSetup', async ({ input }) => {
  const { response, token } = await setupAccount({
    email: input.email,
    password: input.password,
    sessionId: input.sessionId,
    edition: 'canada',
  });
  return { status: 201, body: response, cookies: [sessionCookie(token)] };
});
