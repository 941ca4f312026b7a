import { setupAccount } from '#core/billing';
import { CHECKOUT_NONCE_COOKIE, clearedCheckoutNonceCookie } from '#core/billing';
import { sessionCookie, userAgentOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { conseillerSetupRoute } from '#functions/routes';

export const handler = defineHandler(conseillerSetupRoute, async ({ input, cookies, event }) => {
  const { response, token } = await setupAccount({
    email: input.email,
    password: input.password,
    sessionId: input.sessionId,
    edition: 'canada',
    nonce: cookies[CHECKOUT_NONCE_COOKIE],
    userAgent: userAgentOf(event),
  });
  return { status: 201, body: response, cookies: [sessionCookie(token), clearedCheckoutNonceCookie()] };
});
