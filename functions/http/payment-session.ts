import { paymentSessionView } from '../core/account-setup';
import { defineHandler } from '../middleware/define-handler';

/** Checkout session ids are unguessable and short-lived: knowing one is the credential. */
export const handler = defineHandler('paymentSession', async ({ params }) => ({
  body: { success: true, session: await paymentSessionView(params.sessionId ?? '') },
}));
