import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { LANGUAGES, type Language } from '#shared/languages';
import { BILLING_PERIODS, PLAN_IDS, planOf, type BillingPeriod } from '#shared/plans';
import { fromRow, table, tableName } from '../table/client';
import type { CheckoutRequest, CheckoutView, PaymentsPort } from './port';

/**
 * The local stand-in for the payment provider, used when no Stripe key is configured:
 * checkout sessions and subscriptions live in the table, a page on the app's origin plays
 * the hosted checkout, and events are signed with Stripe's own helper and delivered to the
 * real webhook route. Never used in AWS (configuration refuses it).
 */
export interface LocalCheckout extends CheckoutRequest, CheckoutView {
  url: string;
  createdAt: string;
}

/** A stored checkout, checked on read (keys and entity tag dropped). */
const localCheckoutSchema = /* @__PURE__ */ schema(
  () =>
    z.object({
      id: z.string(),
      url: z.string(),
      status: z.enum(['open', 'complete', 'expired']),
      email: z.string(),
      plan: z.enum(PLAN_IDS),
      billing: z.enum(BILLING_PERIODS),
      trialDays: z.number(),
      successUrl: z.string(),
      cancelUrl: z.string(),
      metadata: z.record(z.string(), z.string()),
      language: z.custom<Language>((value) => LANGUAGES.some(({ code }) => code === value)),
      clientReference: z.string().optional(),
      existingCustomerId: z.string().optional(),
      customerId: z.string().nullable(),
      subscriptionId: z.string().nullable(),
      createdAt: z.string(),
    }) satisfies z.ZodType<LocalCheckout>,
);

/** A stored subscription: Stripe's own object, checked for the fields this page relies on. */
const storedSubscriptionSchema = /* @__PURE__ */ schema(() =>
  z.object({
    subscription: z.custom<Stripe.Subscription>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        (value as { object?: unknown }).object === 'subscription',
    ),
  }),
);

const stripeTools = new Stripe('sk_local_signing_only');
const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const checkoutKey = (id: string) => ({ pk: `LOCALPAY#${id}`, sk: 'CHECKOUT' });
const subscriptionKey = (id: string) => ({ pk: `LOCALPAY#${id}`, sk: 'SUBSCRIPTION' });
const customerKey = (id: string) => ({ pk: `LOCALPAY#${id}`, sk: 'CUSTOMER' });
const nowSeconds = () => Math.floor(Date.now() / 1000);

export class LocalPayments implements PaymentsPort {
  constructor(
    private readonly appOrigin: string,
    private readonly webhookSecret: string,
  ) {}

  async createCheckout(request: CheckoutRequest) {
    const id = newId('cs');
    const url = `${this.appOrigin}/local-checkout/${id}`;
    const checkout: LocalCheckout = {
      ...request,
      id,
      url,
      status: 'open',
      customerId: null,
      subscriptionId: null,
      createdAt: new Date().toISOString(),
    };
    await table().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...checkoutKey(id), type: 'localCheckout', ...checkout },
      }),
    );
    return { id, url };
  }

  async getCheckout(id: string): Promise<LocalCheckout | null> {
    const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: checkoutKey(id) }));
    return Item ? fromRow(localCheckoutSchema, 'local checkout', Item) : null;
  }

  async getSubscription(id: string) {
    const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: subscriptionKey(id) }));
    return Item ? fromRow(storedSubscriptionSchema, 'local subscription', Item).subscription : null;
  }

  async cancelAtPeriodEnd(subscriptionId: string) {
    const subscription = await this.getSubscription(subscriptionId);
    if (!subscription) throw new Error(`Unknown local subscription ${subscriptionId}`);
    const updated = { ...subscription, cancel_at_period_end: true };
    await this.saveSubscription(updated);
    await this.deliver('customer.subscription.updated', updated);
    return updated;
  }

  async portalUrl(customerId: string, returnUrl: string) {
    return `${this.appOrigin}/local-portal/${encodeURIComponent(customerId)}?return=${encodeURIComponent(returnUrl)}`;
  }

  verifyEvent(rawBody: string, signature: string) {
    return stripeTools.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  /**
   * What the provider does when the customer pays: creates the customer and the
   * subscription (trialing when the checkout has a trial), delivers the events the webhook
   * expects, and returns the success URL to send the browser to.
   */
  async completeCheckout(id: string): Promise<string> {
    const checkout = await this.getCheckout(id);
    if (!checkout || checkout.status !== 'open') throw new Error('This checkout is not open.');
    const customerId = checkout.existingCustomerId ?? newId('cus');
    const subscription = buildSubscription(
      newId('sub'),
      customerId,
      checkout.billing,
      checkout.trialDays,
      checkout.metadata,
    );
    await this.saveSubscription(subscription);
    await table().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...customerKey(customerId), type: 'localCustomer', subscriptionId: subscription.id },
      }),
    );
    const completed: LocalCheckout = {
      ...checkout,
      status: 'complete',
      customerId,
      subscriptionId: subscription.id,
    };
    await table().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...checkoutKey(id), type: 'localCheckout', ...completed },
      }),
    );

    await this.deliver('customer.subscription.created', subscription);
    await this.deliver('checkout.session.completed', {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: checkout.trialDays > 0 ? 'no_payment_required' : 'paid',
      customer: customerId,
      subscription: subscription.id,
      customer_email: checkout.email,
      customer_details: { email: checkout.email },
      client_reference_id: checkout.clientReference ?? null,
      metadata: checkout.metadata,
    });
    if (checkout.trialDays === 0) {
      await this.deliver('invoice.paid', {
        id: newId('in'),
        object: 'invoice',
        customer: customerId,
        status: 'paid',
        amount_paid: planOf(checkout.plan).prices[checkout.billing],
        currency: planOf(checkout.plan).currency.toLowerCase(),
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      });
    }
    return checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', id);
  }

  /** The customer's subscription, for the local portal page. */
  async subscriptionOfCustomer(customerId: string) {
    const { Item } = await table().send(
      new GetCommand({ TableName: tableName(), Key: customerKey(customerId) }),
    );
    return Item ? this.getSubscription(Item.subscriptionId as string) : null;
  }

  /** Lets the local portal page resume a subscription set to cancel. */
  async resume(subscriptionId: string): Promise<void> {
    const subscription = await this.getSubscription(subscriptionId);
    if (!subscription) return;
    const updated = { ...subscription, cancel_at_period_end: false };
    await this.saveSubscription(updated);
    await this.deliver('customer.subscription.updated', updated);
  }

  private async saveSubscription(subscription: Stripe.Subscription) {
    await table().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...subscriptionKey(subscription.id),
          type: 'localSubscription',
          customerId: subscription.customer,
          subscription,
        },
      }),
    );
  }

  /** Signs the event as the provider would and posts it to the real webhook route. */
  async deliver(type: string, object: unknown): Promise<void> {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = stripeTools.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    const response = await fetch(`${this.appOrigin}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok)
      throw new Error(`Webhook ${type} answered ${response.status}: ${await response.text()}`);
  }
}

function buildSubscription(
  id: string,
  customerId: string,
  billing: BillingPeriod,
  trialDays: number,
  metadata: Record<string, string>,
): Stripe.Subscription {
  const start = nowSeconds();
  const periodEnd =
    trialDays > 0 ? start + trialDays * 86400 : start + (billing === 'annual' ? 365 : 30) * 86400;
  return {
    id,
    object: 'subscription',
    customer: customerId,
    status: trialDays > 0 ? 'trialing' : 'active',
    cancel_at_period_end: false,
    trial_end: trialDays > 0 ? periodEnd : null,
    start_date: start,
    metadata,
    items: {
      object: 'list',
      data: [{ id: `${id}_item`, current_period_start: start, current_period_end: periodEnd }],
    },
  } as unknown as Stripe.Subscription;
}
