import { setupAccount } from '../core/account-setup';
import { CHECKOUT_NONCE_COOKIE, clearedCheckoutNonceCookie } from '../core/checkout';
import { sessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('conseillerSetup', async ({ input, cookies }) => {
  const { response, token } = await setupAccount({
    email: input.email,
    password: input.password,
    sessionId: input.sessionId,
    edition: 'canada',
    nonce: cookies[CHECKOUT_NONCE_COOKIE],
  });
  return { status: 201, body: response, cookies: [sessionCookie(token), clearedCheckoutNonceCookie()] };
});
