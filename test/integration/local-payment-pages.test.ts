import { describe, expect, it } from 'vitest';
import { call } from './support/http';
import { openCheckout, uniqueEmail, verifiedCustomer } from './support/payments';

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
    expect(html).toMatch(/data-testid="status" data-status="trialing">Essai gratuit en cours/);
    expect(html).not.toMatch(/>trialing/);
  });
});
