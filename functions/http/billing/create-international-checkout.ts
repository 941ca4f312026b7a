import { checkoutNonceCookie, createCheckout } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';
import { createInternationalCheckoutRoute } from '#functions/routes';

/** The nonce cookie binds the account setup to this browser (see core/checkout). */
export const handler = defineHandler(createInternationalCheckoutRoute, async ({ input, session }) => {
  const { nonce, ...body } = await createCheckout(input, session?.user ?? null);
  return { body, cookies: [checkoutNonceCookie(nonce)] };
});
