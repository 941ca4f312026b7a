import { describe, expect, it } from 'vitest';
import { call, signIn } from './support/http';
import {
  cookieNamed,
  latestMail,
  linkIn,
  newCustomer,
  openCheckout,
  pay,
  uniqueEmail,
} from './support/payments';

describe('a newcomer: checkout, payment, account, verification', () => {
  it('pays on the local page, creates the account, verifies the address and gets 7 trial days', async () => {
    // Prepare: checkout with a trial, then Pay on the local page.
    const email = uniqueEmail('newcomer');
    const { checkoutUrl, trial, nonceCookie } = await openCheckout(email);
    const page = await fetch(checkoutUrl);
    const next = await pay(checkoutUrl);
    const sessionId = next.searchParams.get('session_id')!;

    expect(trial).toBe(true);
    expect(await page.text()).toContain('7 jours gratuits, puis 89,00');
    expect(next.pathname).toBe('/conseiller-sst/setup');
    const session = await call(`/api/stripe/session/${sessionId}`, { cookie: nonceCookie });
    expect(session.json.session).toMatchObject({
      status: 'complete',
      customer_details: { email },
      trial: true,
    });

    // Act: create the account.
    const setup = await call('/api/conseiller/setup-account', {
      method: 'POST',
      body: { email, password: 'setup-password-1', sessionId },
      cookie: nonceCookie,
    });
    const cookie = cookieNamed(setup.headers, 'rv_session');

    // Assess: signed in, unverified, in trial with 7 days left.
    expect(setup.status).toBe(201);
    expect(setup.json).toMatchObject({
      redirectTo: '/email-verification-required',
      user: { emailVerified: false, subscriptionStatus: 'trial' },
    });
    const current = await call('/api/current-user', { cookie });
    expect(current.json).toMatchObject({
      email,
      tier: 'conseiller_sst_pro',
      subscriptionStatus: 'trial',
      daysLeft: 7,
      cancelAtPeriodEnd: false,
    });

    // The verification mail, in French, with a single-use link valid 24 hours.
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirmez votre adresse courriel — RisqueVision');
    expect(mail.body.html).toContain('Confirmer mon adresse');
    const link = linkIn(mail, '/verify-email');
    const verified = await call(`/api/auth/verify-email${link.search}`);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ redirectTo: '/conseiller-sst/app', user: { emailVerified: true } });
    // Opened again: the address is already verified, said as such (not an invalid link), and no session.
    const again = await call(`/api/auth/verify-email${link.search}`);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('alreadyVerified');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await call('/api/auth/verify-email?token=' + 'x'.repeat(43))).json.code).toBe('invalidToken');
    expect((await call('/api/auth/check', { cookie })).json).toMatchObject({ user: { emailVerified: true } });
  });

  it('gives no second trial to the same address, account or not', async () => {
    const customer = await newCustomer();
    expect((await call(`/api/check-email-trial?email=${customer.email}`)).json).toEqual({
      hasUsedTrial: true,
    });
    // A renewal is started by the account itself, signed in.
    const again = await openCheckout(customer.email, undefined, undefined, undefined, customer.cookie);
    expect(again.trial).toBe(false);
    expect((await pay(again.checkoutUrl)).pathname).toBe('/resubscription-success');

    // Paid with a trial but never created the account: still no second trial.
    const walkaway = uniqueEmail('walkaway');
    await pay((await openCheckout(walkaway)).checkoutUrl);
    const second = await openCheckout(walkaway);
    expect(second.trial).toBe(false);
    expect(await (await fetch(second.checkoutUrl)).text()).toContain('Aucun essai gratuit');
  });

  it('creates an account only from a complete session, for the address that paid, once', async () => {
    const email = uniqueEmail();
    const { checkoutUrl, nonceCookie } = await openCheckout(email);
    const openSession = checkoutUrl.split('/').at(-1)!;
    const setup = (body: Record<string, unknown>) =>
      call('/api/conseiller/setup-account', { method: 'POST', body, cookie: nonceCookie });

    expect((await setup({ email, password: 'long-enough-1', sessionId: openSession })).json.code).toBe(
      'paymentIncomplete',
    );
    const sessionId = (await pay(checkoutUrl)).searchParams.get('session_id')!;
    expect(
      (await setup({ email: uniqueEmail('thief'), password: 'long-enough-1', sessionId })).json.code,
    ).toBe('sessionEmailMismatch');
    expect((await setup({ email, password: 'short', sessionId })).json).toMatchObject({
      code: 'validationFailed',
      fields: { password: 'passwordTooShort' },
    });
    expect(
      (await setup({ email, password: 'long-enough-1', sessionId: 'cs_local_unknown0000' })).status,
    ).toBe(404);
    expect((await setup({ email, password: 'long-enough-1', sessionId })).status).toBe(201);
    const twice = await setup({ email, password: 'long-enough-1', sessionId });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('accountExists');
  });

  it('creates an enterprise pack owner with the pack seat limit', async () => {
    const email = uniqueEmail('owner');
    const { checkoutUrl, nonceCookie } = await openCheckout(email, 'pack_entreprise_10', 'annual');
    const next = await pay(checkoutUrl);
    expect(next.pathname).toBe('/conseiller/account-setup');
    const setup = await call('/api/conseiller/setup-account', {
      method: 'POST',
      body: { email, password: 'owner-password-1', sessionId: next.searchParams.get('session_id') },
      cookie: nonceCookie,
    });
    const cookie = cookieNamed(setup.headers, 'rv_session');
    expect((await call('/api/current-user', { cookie })).json).toMatchObject({
      tier: 'pack_entreprise_10',
      teamSeats: 10,
      billing: 'annual',
    });
  });

  it('runs the international edition in Spanish: checkout, setup and a Spanish verification mail', async () => {
    const email = uniqueEmail('es');
    const checkout = await call('/api/create-international-checkout', {
      method: 'POST',
      body: { email, country: 'ES', plan: 'professional', billing: 'monthly', language: 'es' },
    });
    const checkoutUrl = checkout.json.checkoutUrl as string;
    const nonceCookie = cookieNamed(checkout.headers, 'rv_checkout');
    expect(await (await fetch(checkoutUrl)).text()).toContain('días gratis');
    const next = await pay(checkoutUrl);
    expect(next.pathname).toBe('/international-payment-success');
    const sessionId = next.searchParams.get('session_id')!;
    expect(
      (await call(`/api/stripe/session/${sessionId}`, { cookie: nonceCookie })).json.session,
    ).toMatchObject({
      metadata: { country: 'ES', plan: 'professional', language: 'es' },
    });

    const canadianPage = await call('/api/conseiller/setup-account', {
      method: 'POST',
      body: { email, password: 'clave-segura-1', sessionId },
      cookie: nonceCookie,
    });
    expect(canadianPage.status).toBe(404);
    const setup = await call('/api/international/setup-account', {
      method: 'POST',
      body: { email, password: 'clave-segura-1', session_id: sessionId, country: 'ES', plan: 'professional' },
      cookie: nonceCookie,
    });
    expect(setup.status).toBe(201);
    expect(setup.json.user).toMatchObject({ tier: 'professional', sourceInterface: 'international' });
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirme su dirección de correo electrónico — RisqueVision');
    const verified = await call(`/api/auth/verify-email${linkIn(mail, '/verify-email').search}`);
    expect(verified.json.redirectTo).toBe('/international-sst/app');
    expect((await signIn(email, 'clave-segura-1')).startsWith('rv_session=')).toBe(true);
  });
});
