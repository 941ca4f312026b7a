import { describe, expect, it } from 'vitest';
import { getSubscriptionRecord } from '#adapters/table/billing';
import { findUserByEmail } from '#adapters/table/users';
import { call } from './support/http';
import {
  deliverEvent,
  newCustomer,
  openCheckout,
  pay,
  subscriptionObject,
  verifiedCustomer,
} from './support/payments';
import { makeUser, sessionCookieFor } from './support/users';

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86400;

async function customerWithSubscription(verified = false) {
  const customer = verified ? await verifiedCustomer() : await newCustomer();
  const user = (await findUserByEmail(customer.email))!;
  return { ...customer, subscriptionId: user.subscriptionId!, customerId: user.customerId! };
}

describe('the payment webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { subscriptionId, customerId } = await customerWithSubscription();
    const before = await getSubscriptionRecord(subscriptionId);
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
      created: inDays(0),
      data: { object: subscriptionObject(subscriptionId, customerId, 'canceled', inDays(-1)) },
    });
    const forged = await fetch(`${process.env.APP_ORIGIN}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: payload,
    });
    const unsigned = await fetch(`${process.env.APP_ORIGIN}/api/stripe/webhook`, {
      method: 'POST',
      body: payload,
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('invalidSignature');
    expect(unsigned.status).toBe(400);
    expect(await getSubscriptionRecord(subscriptionId)).toEqual(before);
  });

  it('applies the same event once, even when delivered again later', async () => {
    const { subscriptionId, customerId, email } = await customerWithSubscription();
    const at = inDays(0) + 60;
    const pastDue = await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'past_due', inDays(7)),
      at,
    );
    await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'active', inDays(30)),
      at + 1,
    );
    // Redelivery of the first event (same id, same time): acknowledged, not applied again.
    const redelivered = await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'past_due', inDays(7)),
      at,
      pastDue.id,
    );
    expect(pastDue.json).toEqual({ received: true, duplicate: false });
    expect(redelivered).toMatchObject({ status: 200, json: { received: true, duplicate: true } });
    expect((await findUserByEmail(email))?.subscriptionStatus).toBe('active');
  });

  it('ignores a subscription.updated older than the state it already has', async () => {
    const { subscriptionId, customerId, email } = await customerWithSubscription();
    await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'active', inDays(30)),
      inDays(0) + 120,
    );
    const stale = await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'past_due', inDays(7)),
      inDays(0) - 3600,
    );
    expect(stale.status).toBe(200);
    const user = await findUserByEmail(email);
    expect(user?.subscriptionStatus).toBe('active');
    expect((await getSubscriptionRecord(subscriptionId))?.status).toBe('active');
  });

  it("on two states of the same second, keeps the provider's current one, whatever the arrival order", async () => {
    // The provider's subscription is trialing (newCustomer); an older past_due state of the
    // same second arrives after the current one.
    const { subscriptionId, customerId, email } = await customerWithSubscription();
    const at = inDays(0) + 240;
    await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'trialing', inDays(7)),
      at,
    );
    const older = await deliverEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customerId, 'past_due', inDays(7)),
      at,
    );
    expect(older.status).toBe(200);
    expect((await getSubscriptionRecord(subscriptionId))?.status).toBe('trial');
    expect((await findUserByEmail(email))?.subscriptionStatus).toBe('trial');
  });

  it('ends the subscription on subscription.deleted: the next login gets 402 requiresSubscription', async () => {
    const { subscriptionId, customerId, email, password } = await customerWithSubscription();
    await deliverEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, customerId, 'canceled', inDays(-1)),
      inDays(0) + 180,
    );
    const login = await call('/api/login', { method: 'POST', body: { email, password } });
    expect(login.status).toBe(402);
    expect(login.json).toMatchObject({ code: 'subscriptionRequired', requiresSubscription: true });
  });

  it('refreshes the subscription from the provider on invoice.payment_failed', async () => {
    const { subscriptionId, customerId } = await customerWithSubscription();
    const answer = await deliverEvent('invoice.payment_failed', {
      id: 'in_test',
      object: 'invoice',
      customer: customerId,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect(answer.status).toBe(200);
    expect((await getSubscriptionRecord(subscriptionId))?.status).toBe('trial');
  });
});

describe('subscription management from the profile', () => {
  it('cancels at period end: the account stays usable until its end date and says so', async () => {
    const { cookie, email, password } = await customerWithSubscription(true);
    const before = await call('/api/current-user', { cookie });
    const cancel = await call('/api/cancel-subscription', { method: 'POST', cookie });
    const after = await call('/api/current-user', { cookie });

    expect(cancel.status).toBe(200);
    expect(cancel.json.subscriptionEndDate).toBe(before.json.subscriptionEndDate);
    expect(after.json).toMatchObject({ subscriptionStatus: 'trial', cancelAtPeriodEnd: true, daysLeft: 7 });
    expect((await call('/api/login', { method: 'POST', body: { email, password } })).status).toBe(200);
  });

  it('opens the customer portal (locally the local portal page)', async () => {
    const { cookie } = await customerWithSubscription(true);
    const answer = await call('/api/manage-subscription', { method: 'POST', cookie });
    const url = new URL(answer.json.url as string);
    const portal = await fetch(url);
    expect(url.pathname).toMatch(/^\/local-portal\/cus_local_/);
    expect(await portal.text()).toContain('Annuler à la fin de la période');
  });

  it('answers 400 noSubscription for an account without one', async () => {
    const seedLike = await makeUser({ subscriptionId: null, customerId: null });
    const cookie = await sessionCookieFor(seedLike.id);
    expect((await call('/api/cancel-subscription', { method: 'POST', cookie })).json.code).toBe(
      'noSubscription',
    );
    expect((await call('/api/manage-subscription', { method: 'POST', cookie })).json.code).toBe(
      'noSubscription',
    );
  });
});

describe('renewal on another plan', () => {
  it('gives a lapsed 20-seat enterprise pack the adviser plan it paid for, with one seat', async () => {
    const user = await makeUser({
      tier: 'pack_entreprise_20',
      sourceInterface: 'enterprise',
      teamSeats: 20,
      subscriptionStatus: 'expired',
      subscriptionEndDate: '2026-01-01T00:00:00.000Z',
    });
    const cookie = await sessionCookieFor(user.id);
    const checkout = await openCheckout(user.email, 'conseiller_sst_pro', 'monthly', 'fr', cookie);
    const next = await pay(checkout.checkoutUrl);
    const confirmed = await call('/api/resubscription/success', {
      method: 'POST',
      body: { sessionId: next.searchParams.get('session_id') },
      cookie: checkout.nonceCookie,
    });

    expect(checkout.trial).toBe(false);
    expect(next.pathname).toBe('/resubscription-success');
    expect(confirmed.status).toBe(200);
    expect((await call('/api/current-user', { cookie })).json).toMatchObject({
      tier: 'conseiller_sst_pro',
      teamSeats: 1,
      subscriptionStatus: 'active',
    });
    expect((await findUserByEmail(user.email))?.sourceInterface).toBe('conseiller');
  });

  it('gives a lapsed international enterprise customer the essential plan it paid for', async () => {
    const user = await makeUser({
      tier: 'enterprise',
      sourceInterface: 'international',
      subscriptionStatus: 'expired',
      subscriptionEndDate: '2026-01-01T00:00:00.000Z',
    });
    const cookie = await sessionCookieFor(user.id);
    const checkout = await call('/api/create-international-checkout', {
      method: 'POST',
      cookie,
      body: { email: user.email, country: 'FR', plan: 'essential', billing: 'monthly', language: 'fr' },
    });
    await pay(checkout.json.checkoutUrl as string);
    expect((await call('/api/current-user', { cookie })).json).toMatchObject({
      tier: 'essential',
      subscriptionStatus: 'active',
    });
  });
});
