import { describe, expect, it } from 'vitest';
import { call } from './support/http';
import { openCheckout, pay, uniqueEmail, verifiedCustomer } from './support/payments';

describe('the local payment page', () => {
  it('names the plan as customers read it and its trial in words, never a plan id or a provider status', async () => {
    const { checkoutUrl } = await openCheckout(uniqueEmail('page'), 'conseiller_sst_pro', 'monthly', 'fr');
    const html = await (await fetch(checkoutUrl)).text();
    expect(html).toMatch(/data-testid="plan"[^>]*>Conseiller SST Pro</);
    expect(html).not.toMatch(/>conseiller_sst_pro</);
    expect(html).toContain('jours gratuits');
  });

  it('shows the subscription in the portal with its plan name and its status in words', async () => {
    const customer = await verifiedCustomer();
    const portal = await call('/api/manage-subscription', { method: 'POST', cookie: customer.cookie });
    const html = await (await fetch((portal.json as { url: string }).url)).text();
    expect(html).toContain('Conseiller SST Pro');
    expect(html).toMatch(/data-testid="status" data-status="trialing">Essai gratuit de 7 jours/);
    expect(html).not.toMatch(/>trialing/);
  });
});

describe('the payment session after a trial checkout', () => {
  it('gives the day of the first charge, the end of the 7-day trial; none before the checkout is paid', async () => {
    const { checkoutUrl, nonceCookie } = await openCheckout(uniqueEmail('first-charge'));
    const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
    const open = await call(`/api/stripe/session/${sessionId}`, { cookie: nonceCookie });
    expect(open.json.session).toMatchObject({ trial: true, firstChargeAt: null });

    await pay(checkoutUrl);
    const paid = await call(`/api/stripe/session/${sessionId}`, { cookie: nonceCookie });
    const firstCharge = Date.parse((paid.json.session as { firstChargeAt: string }).firstChargeAt);
    const days = (firstCharge - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});
