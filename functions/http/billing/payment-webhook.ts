import { handlePaymentEvent } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';
import { paymentWebhookRoute } from '#functions/routes';

/** The provider's events: signature checked on the raw body, each event id applied once. */
export const handler = defineHandler(paymentWebhookRoute, async ({ rawBody, event }) => {
  const { duplicate } = await handlePaymentEvent(rawBody ?? '', event.headers?.['stripe-signature']);
  return { body: { received: true, duplicate } };
});
