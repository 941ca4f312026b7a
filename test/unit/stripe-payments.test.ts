import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripePayments } from '#adapters/payments/stripe';

interface Captured {
  method: string;
  path: string;
  body: URLSearchParams;
}

/** A fake of the Stripe HTTP API: records each request and answers with the given objects. */
function fakeStripe(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Captured[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: new URLSearchParams(String(init?.body ?? '')),
    });
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'No such object' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    });
  };
  const payments = new StripePayments('sk_test_unit', 'whsec_unit_secret_0123456789', {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return { payments, calls };
}

const request = {
  email: 'client@exemple.ca',
  plan: 'conseiller_sst_pro' as const,
  billing: 'annual' as const,
  successUrl: 'https://app.example/conseiller-sst/setup?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app.example/payment-cancel?tier=conseiller_sst_pro',
  metadata: { plan: 'conseiller_sst_pro', billing: 'annual', kind: 'new', trial: 'true' },
  language: 'fr' as const,
};

describe('Stripe adapter (the real payment path, against a fake Stripe API)', () => {
  it('opens a subscription checkout priced from the plan table, with the trial only when granted', async () => {
    // Prepare
    const { payments, calls } = fakeStripe({
      'POST /v1/checkout/sessions': {
        body: {
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_test_1',
        },
      },
    });

    // Act
    const withTrial = await payments.createCheckout({ ...request, trialDays: 7 });
    await payments.createCheckout({ ...request, trialDays: 0 });

    // Assess
    expect(withTrial).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' });
    const [first, second] = calls.map((c) => c.body);
    expect(first!.get('mode')).toBe('subscription');
    expect(first!.get('customer_email')).toBe('client@exemple.ca');
    expect(first!.get('line_items[0][price_data][currency]')).toBe('cad');
    expect(first!.get('line_items[0][price_data][unit_amount]')).toBe('96000');
    expect(first!.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(first!.get('subscription_data[trial_period_days]')).toBe('7');
    expect(first!.get('subscription_data[metadata][plan]')).toBe('conseiller_sst_pro');
    expect(first!.get('success_url')).toBe(request.successUrl);
    expect(second!.has('subscription_data[trial_period_days]')).toBe(false);
  });

  it('binds a renewal to the account and its existing customer, with the setup nonce in the metadata', async () => {
    const { payments, calls } = fakeStripe({
      'POST /v1/checkout/sessions': {
        body: {
          id: 'cs_test_3',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_test_3',
        },
      },
    });
    await payments.createCheckout({
      ...request,
      trialDays: 0,
      clientReference: 'user-1',
      existingCustomerId: 'cus_existing',
      metadata: { ...request.metadata, kind: 'renewal', userId: 'user-1', setupNonce: 'hash' },
    });
    const body = calls[0]!.body;
    expect(body.get('customer')).toBe('cus_existing');
    expect(body.has('customer_email')).toBe(false);
    expect(body.get('client_reference_id')).toBe('user-1');
    expect(body.get('metadata[userId]')).toBe('user-1');
    expect(body.get('metadata[setupNonce]')).toBe('hash');
  });

  it('reads a checkout session into the product view, and answers null for an unknown one', async () => {
    const { payments } = fakeStripe({
      'GET /v1/checkout/sessions/cs_test_2': {
        body: {
          id: 'cs_test_2',
          object: 'checkout.session',
          status: 'complete',
          customer: 'cus_1',
          subscription: { id: 'sub_1' },
          customer_details: { email: 'a@b.ca' },
          metadata: { plan: 'essential' },
        },
      },
    });
    expect(await payments.getCheckout('cs_test_2')).toEqual({
      id: 'cs_test_2',
      status: 'complete',
      email: 'a@b.ca',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      metadata: { plan: 'essential' },
    });
    expect(await payments.getCheckout('cs_missing')).toBeNull();
  });

  it('cancels at period end, and reports a missing portal configuration as no portal', async () => {
    const { payments, calls } = fakeStripe({
      'POST /v1/subscriptions/sub_1': {
        body: { id: 'sub_1', object: 'subscription', cancel_at_period_end: true },
      },
      'POST /v1/billing_portal/sessions': {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'No configuration provided' } },
      },
    });
    expect((await payments.cancelAtPeriodEnd('sub_1')).cancel_at_period_end).toBe(true);
    expect(calls[0]!.body.get('cancel_at_period_end')).toBe('true');
    expect(await payments.portalUrl('cus_1', 'https://app.example/conseiller-sst/app')).toBeNull();
  });

  it('accepts an event signed with the webhook secret and refuses any other signature', () => {
    const { payments } = fakeStripe({});
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const good = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_unit_secret_0123456789',
    });
    const bad = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else_0000000',
    });
    expect(payments.verifyEvent(payload, good).id).toBe('evt_1');
    expect(() => payments.verifyEvent(payload, bad)).toThrow();
    expect(() => payments.verifyEvent(`${payload} `, good)).toThrow();
  });
});
