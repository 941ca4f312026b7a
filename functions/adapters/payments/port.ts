import type Stripe from 'stripe';
import type { Language } from '#shared/languages';
import type { BillingPeriod, PlanId } from '#shared/plans';

export interface CheckoutRequest {
  email: string;
  plan: PlanId;
  billing: BillingPeriod;
  trialDays: number;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  language: Language;
  /** The account starting the checkout (a renewal): the provider keeps it on the session. */
  clientReference?: string;
  /** The account's existing payment customer: the new subscription is made for it. */
  existingCustomerId?: string;
}

export interface CheckoutView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  email: string;
  customerId: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
}

/**
 * The payment provider, as the product needs it. Stripe in AWS; the local payment page
 * when no Stripe key is configured. Both speak Stripe's object and event shapes.
 */
export interface PaymentsPort {
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckout(id: string): Promise<CheckoutView | null>;
  getSubscription(id: string): Promise<Stripe.Subscription | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<Stripe.Subscription>;
  /** The customer's self-service page, or null when none is configured. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Checks the signature on the raw body and parses the event; throws when it is not valid. */
  verifyEvent(rawBody: string, signature: string): Stripe.Event;
}
