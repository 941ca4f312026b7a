import { describe, expect, it } from 'vitest';
import { getSubscriptionRecord } from '../../functions/adapters/table/billing';
import { findUserByEmail } from '../../functions/adapters/table/users';
import { call } from './support/http';
import { deliverEvent, newCustomer, subscriptionObject } from './support/payments';
import { makeUser } from './support/users';

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86400;

async function customerWithSubscription() {
  const customer = await newCustomer();
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
      at,
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
    const { cookie, email, password } = await customerWithSubscription();
    const before = await call('/api/current-user', { cookie });
    const cancel = await call('/api/cancel-subscription', { method: 'POST', cookie });
    const after = await call('/api/current-user', { cookie });

    expect(cancel.status).toBe(200);
    expect(cancel.json.subscriptionEndDate).toBe(before.json.subscriptionEndDate);
    expect(after.json).toMatchObject({ subscriptionStatus: 'trial', cancelAtPeriodEnd: true, daysLeft: 7 });
    expect((await call('/api/login', { method: 'POST', body: { email, password } })).status).toBe(200);
  });

  it('opens the customer portal (locally the local portal page)', async () => {
    const { cookie } = await customerWithSubscription();
    const answer = await call('/api/manage-subscription', { method: 'POST', cookie });
    const url = new URL(answer.json.url as string);
    const portal = await fetch(url);
    expect(url.pathname).toMatch(/^\/local-portal\/cus_local_/);
    expect(await portal.text()).toContain('Annuler à la fin de la période');
  });

  it('answers 400 noSubscription for an account without one', async () => {
    const seedLike = await makeUser({ subscriptionId: null, customerId: null });
    const { sessionCookieFor } = await import('./support/users');
    const cookie = await sessionCookieFor(seedLike.id);
    expect((await call('/api/cancel-subscription', { method: 'POST', cookie })).json.code).toBe(
      'noSubscription',
    );
    expect((await call('/api/manage-subscription', { method: 'POST', cookie })).json.code).toBe(
      'noSubscription',
    );
  });
});
