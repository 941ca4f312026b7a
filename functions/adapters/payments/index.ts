import { config } from '#functions/config';
import { paymentSecrets } from '../secrets';
import { LocalPayments } from './local';
import type { PaymentsPort } from './port';
import { StripePayments } from './stripe';

let instance: { port: PaymentsPort; secretKey?: string; webhookSecret: string } | undefined;

/**
 * The configured provider: Stripe when a key is set, otherwise the local payment page.
 * Rebuilt when the keys change (a rotation in Secrets Manager reaches warm functions).
 */
export function payments(): PaymentsPort {
  const { secretKey, webhookSecret } = paymentSecrets();
  if (instance?.secretKey !== secretKey || instance?.webhookSecret !== webhookSecret) {
    const { APP_ORIGIN, APP_ENV } = config();
    // In AWS the local payment page must never stand in for the real provider.
    if (APP_ENV === 'aws' && !secretKey)
      throw new Error('Invalid configuration: STRIPE_SECRET_KEY is required in AWS');
    const port = secretKey
      ? new StripePayments(secretKey, webhookSecret)
      : new LocalPayments(APP_ORIGIN, webhookSecret);
    instance = { port, secretKey, webhookSecret };
  }
  return instance.port;
}

/** For the local stack and tests, which configure the environment after import. */
export function resetPaymentsForTests(): void {
  instance = undefined;
}
