import { setupAccount } from '#core/billing';
import { CHECKOUT_NONCE_COOKIE, clearedCheckoutNonceCookie } from '#core/billing';
import { sessionCookie, userAgentOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { internationalSetupRoute } from '#functions/routes';

export const handler = defineHandler(internationalSetupRoute, async ({ input, cookies, event }) => {
  const { response, token } = await setupAccount({
    email: input.email,
    password: input.password,
    sessionId: input.session_id,
    edition: 'international',
    nonce: cookies[CHECKOUT_NONCE_COOKIE],
    userAgent: userAgentOf(event),
  });
  return { status: 201, body: response, cookies: [sessionCookie(token), clearedCheckoutNonceCookie()] };
});
