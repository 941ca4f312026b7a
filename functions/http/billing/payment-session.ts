import { paymentSessionView } from '#core/billing';
import { CHECKOUT_NONCE_COOKIE } from '#core/billing';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { defineHandler } from '#functions/middleware/define-handler';
import { paymentSessionRoute } from '#functions/routes';

/** Only the browser that started the checkout (its nonce cookie) reads the session. */
export const handler = defineHandler(paymentSessionRoute, async ({ params, cookies, event }) => {
  await enforceClientLimits('paymentSession', clientAddressOf(event));
  return {
    body: {
      success: true,
      session: await paymentSessionView(params.sessionId ?? '', cookies[CHECKOUT_NONCE_COOKIE]),
    },
  };
});
