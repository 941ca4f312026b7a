import { config } from '../../config';
import { LocalPayments } from './local';
import type { PaymentsPort } from './port';
import { StripePayments } from './stripe';

let instance: PaymentsPort | undefined;

/** The configured provider: Stripe when a key is set, otherwise the local payment page. */
export function payments(): PaymentsPort {
  if (!instance) {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, APP_ORIGIN, APP_ENV } = config();
    if (!STRIPE_WEBHOOK_SECRET)
      throw new Error('Invalid configuration: STRIPE_WEBHOOK_SECRET is required for payments');
    // In AWS the local payment page must never stand in for the real provider.
    if (APP_ENV === 'aws' && !STRIPE_SECRET_KEY)
      throw new Error('Invalid configuration: STRIPE_SECRET_KEY is required in AWS');
    instance = STRIPE_SECRET_KEY
      ? new StripePayments(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)
      : new LocalPayments(APP_ORIGIN, STRIPE_WEBHOOK_SECRET);
  }
  return instance;
}

/** For the local stack and tests, which configure the environment after import. */
export function resetPaymentsForTests(): void {
  instance = undefined;
}
