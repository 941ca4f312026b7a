import type { BillingPeriod, PlanId } from '#shared/plans';
import { AUTH_STORAGE_KEYS } from '@/lib/auth-storage';

/** Browser storage keys of the subscription journey. */
const STORAGE_KEYS = {
  requestedTier: 'requested_tier',
  requestedBilling: 'requested_billing',
  paymentIntent: 'payment_intent',
  /** Also written by the login form (an expired subscriber's address); defined once in lib. */
  subscriptionEmail: AUTH_STORAGE_KEYS.subscriptionEmail,
  internationalPending: 'international_payment_pending',
} as const;

interface CheckoutChoice {
  email: string;
  plan: PlanId;
  billing: BillingPeriod;
}

/** The address a failed login (402) or an earlier checkout left behind, to prefill forms. */
export function readSubscriptionEmail(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.subscriptionEmail) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a Canadian checkout before leaving for the payment page. */
export function rememberCanadianCheckout({ email, plan, billing }: CheckoutChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.requestedTier, plan);
    window.localStorage.setItem(STORAGE_KEYS.requestedBilling, billing);
    window.localStorage.setItem(STORAGE_KEYS.paymentIntent, 'subscription');
    window.localStorage.setItem(STORAGE_KEYS.subscriptionEmail, email);
  } catch {
    // Storage blocked: the payment session still carries the plan and the address.
  }
}

/** Remembers an international checkout for this tab, until payment comes back. */
export function rememberInternationalCheckout(choice: CheckoutChoice & { country: string }): void {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEYS.internationalPending,
      JSON.stringify({ ...choice, timestamp: Date.now() }),
    );
  } catch {
    // Storage blocked: the payment session still carries the plan and the country.
  }
}
