import type { PaymentSession } from '#shared/schemas/account';
import { formatDate } from './format-date';

/**
 * What the pages after checkout say happened: a payment when one was taken; the start of a free
 * trial when nothing was charged ("Paiement reçu" for a trial would be untrue), with the day of
 * the first charge once the provider knows it.
 */
export function checkoutWording(session: Pick<PaymentSession, 'trial' | 'firstChargeAt'>, language: string) {
  return {
    confirmation: session.trial ? 'intlPayment.titleTrial' : 'intlPayment.title',
    subtitle: session.trial ? 'accountSetup.subtitleTrial' : 'accountSetup.subtitle',
    firstCharge: session.trial && session.firstChargeAt ? formatDate(session.firstChargeAt, language) : null,
  } as const;
}
