import { describe, expect, it } from 'vitest';
import { LocalPayments } from '#adapters/payments/local';
import { findUserByEmail, getUser } from '#adapters/table/users';
import { call } from './support/http';
import {
  cookieNamed,
  deliverEvent,
  newCustomer,
  openCheckout,
  pay,
  subscriptionObject,
  uniqueEmail,
  verifiedCustomer,
} from './support/payments';

describe('a checkout for an existing account', () => {
  it('is refused unless that account started it, signed in', async () => {
    const victim = await newCustomer();
    const other = await newCustomer();
    const body = { email: victim.email, plan: 'conseiller_sst_pro', billing: 'monthly', language: 'en' };

    const anonymous = await call('/api/create-checkout', { method: 'POST', body });
    const asSomeoneElse = await call('/api/create-checkout', { method: 'POST', body, cookie: other.cookie });
    const asItself = await call('/api/create-checkout', { method: 'POST', body, cookie: victim.cookie });

    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({
      code: 'signInToRenew',
      message:
        'Cette adresse a déjà un compte. Connectez-vous, puis choisissez votre forfait pour le renouveler.',
    });
    expect(asSomeoneElse.status).toBe(403);
    expect(asSomeoneElse.json.code).toBe('signInToRenew');
    expect(asItself.status).toBe(200);
  });

  it('never moves an account with an active subscription to another payment customer', async () => {
    // A paid renewal naming the victim but made for a new customer (as a checkout opened
    // before this rule, or elsewhere at the provider, would be).
    const victim = await newCustomer();
    const before = (await findUserByEmail(victim.email))!;
    const provider = new LocalPayments(process.env.APP_ORIGIN!, process.env.STRIPE_WEBHOOK_SECRET!);
    const { url } = await provider.createCheckout({
      email: victim.email,
      plan: 'conseiller_sst_pro',
      billing: 'monthly',
      trialDays: 0,
      successUrl: `${process.env.APP_ORIGIN}/resubscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${process.env.APP_ORIGIN}/pricing`,
      language: 'fr',
      metadata: {
        email: victim.email,
        plan: 'conseiller_sst_pro',
        billing: 'monthly',
        kind: 'renewal',
        trial: 'false',
        userId: victim.user.id,
      },
    });
    const next = await pay(url);
    const confirm = await call('/api/resubscription/success', {
      method: 'POST',
      cookie: victim.cookie,
      body: { sessionId: next.searchParams.get('session_id') },
    });

    const after = (await getUser(victim.user.id))!;
    expect(confirm.status).toBe(409);
    expect(confirm.json.code).toBe('subscriptionAlreadyActive');
    expect(after.subscriptionId).toBe(before.subscriptionId);
    expect(after.customerId).toBe(before.customerId);
    expect(after.subscriptionStatus).toBe('trial');
  });

  it('renews as the same payment customer', async () => {
    const customer = await newCustomer();
    const before = (await findUserByEmail(customer.email))!;
    const renewal = await openCheckout(customer.email, 'conseiller_sst_pro', 'annual', 'fr', customer.cookie);
    await pay(renewal.checkoutUrl);
    const after = (await findUserByEmail(customer.email))!;
    expect(after.subscriptionId).not.toBe(before.subscriptionId);
    expect(after.customerId).toBe(before.customerId);
    expect(after.billing).toBe('annual');

    // The replaced subscription ending later does not end the account's new one.
    await deliverEvent(
      'customer.subscription.deleted',
      subscriptionObject(before.subscriptionId!, before.customerId!, 'canceled', Date.now() / 1000 - 60),
      Math.floor(Date.now() / 1000) + 30,
    );
    expect(await getUser(after.id)).toMatchObject({
      subscriptionId: after.subscriptionId,
      subscriptionStatus: 'active',
    });
  });
});

describe('the payment session and account setup', () => {
  it('answer only the browser that started the checkout, and reveal no provider ids', async () => {
    const email = uniqueEmail('paid');
    const { checkoutUrl, nonceCookie } = await openCheckout(email);
    const other = await openCheckout(uniqueEmail('other'));
    const sessionId = (await pay(checkoutUrl)).searchParams.get('session_id')!;

    const noNonce = await call(`/api/stripe/session/${sessionId}`);
    const wrongNonce = await call(`/api/stripe/session/${sessionId}`, { cookie: other.nonceCookie });
    const payer = await call(`/api/stripe/session/${sessionId}`, { cookie: nonceCookie });
    const setupElsewhere = await call('/api/conseiller/setup-account', {
      method: 'POST',
      body: { email, password: 'hijack-password-1', sessionId },
    });

    expect(nonceCookie).toMatch(/^rv_checkout=[A-Za-z0-9_-]{43}$/);
    expect(noNonce.status).toBe(404);
    expect(wrongNonce.status).toBe(404);
    expect(payer.status).toBe(200);
    expect(Object.keys(payer.json.session as object).sort()).toEqual([
      'customer_details',
      'firstChargeAt',
      'id',
      'metadata',
      'status',
      'trial',
    ]);
    expect(JSON.stringify(payer.json)).not.toMatch(/cus_|sub_|setupNonce|userId/);
    expect(setupElsewhere.status).toBe(403);
    expect(setupElsewhere.json.code).toBe('checkoutOtherBrowser');
    expect(await findUserByEmail(email)).toBeUndefined();

    const setup = await call('/api/conseiller/setup-account', {
      method: 'POST',
      body: { email, password: 'owner-password-1', sessionId },
      cookie: nonceCookie,
    });
    expect(setup.status).toBe(201);
    expect(setup.headers.getSetCookie().find((c) => c.startsWith('rv_checkout='))).toMatch(/Max-Age=0/);
  });

  it('sets the nonce as an httpOnly, SameSite=Lax cookie scoped to the API', async () => {
    const answer = await call('/api/create-checkout', {
      method: 'POST',
      body: { email: uniqueEmail(), plan: 'conseiller_sst_pro', billing: 'monthly' },
    });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('rv_checkout='))!;
    expect(cookieNamed(answer.headers, 'rv_checkout')).not.toBe('');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api;/);
  });

  it('keeps billing closed until the address is verified', async () => {
    const unverified = await newCustomer();
    const manage = await call('/api/manage-subscription', { method: 'POST', cookie: unverified.cookie });
    const cancel = await call('/api/cancel-subscription', { method: 'POST', cookie: unverified.cookie });
    expect(manage.status).toBe(403);
    expect(manage.json.code).toBe('emailNotVerified');
    expect(cancel.status).toBe(403);
    expect(cancel.json.code).toBe('emailNotVerified');
    expect((await findUserByEmail(unverified.email))?.cancelAtPeriodEnd).toBe(false);

    const verified = await verifiedCustomer();
    expect((await call('/api/manage-subscription', { method: 'POST', cookie: verified.cookie })).status).toBe(
      200,
    );
  });
});
