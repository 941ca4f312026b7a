import Stripe from 'stripe';
import { planOf } from '#shared/plans';
import type { CheckoutRequest, CheckoutView, PaymentsPort } from './port';

/** Stripe Checkout in subscription mode, priced from the plan table (no price ids to keep in sync). */
export class StripePayments implements PaymentsPort {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    /** Tests pass an HTTP client; in AWS the library's own is used. */
    options: Pick<Stripe.StripeConfig, 'httpClient'> = {},
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8000, ...options });
  }

  async createCheckout(request: CheckoutRequest) {
    const plan = planOf(request.plan);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      // An existing customer pays as itself, so the subscription stays with its customer.
      ...(request.existingCustomerId
        ? { customer: request.existingCustomerId }
        : { customer_email: request.email }),
      ...(request.clientReference ? { client_reference_id: request.clientReference } : {}),
      locale: request.language,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency.toLowerCase(),
            unit_amount: plan.prices[request.billing],
            recurring: { interval: request.billing === 'annual' ? 'year' : 'month' },
            product_data: { name: `RisqueVision — ${request.plan}` },
          },
        },
      ],
      subscription_data: {
        metadata: request.metadata,
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      },
      metadata: request.metadata,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    return { id: session.id, url: session.url! };
  }

  async getCheckout(id: string): Promise<CheckoutView | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      const idOf = (value: string | { id: string } | null) =>
        typeof value === 'string' ? value : (value?.id ?? null);
      return {
        id: session.id,
        status: (session.status ?? 'open') as CheckoutView['status'],
        email: session.customer_details?.email ?? session.customer_email ?? '',
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        metadata: (session.metadata ?? {}) as Record<string, string>,
      };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async getSubscription(id: string) {
    try {
      return await this.stripe.subscriptions.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  cancelAtPeriodEnd(subscriptionId: string) {
    return this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  async portalUrl(customerId: string, returnUrl: string) {
    try {
      return (
        await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
      ).url;
    } catch (error) {
      // No portal configuration in the Stripe account: the app offers to contact support.
      if ((error as { type?: string }).type === 'StripeInvalidRequestError') return null;
      throw error;
    }
  }

  verifyEvent(rawBody: string, signature: string) {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}
