import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { LocalCheckout } from '#adapters/payments/local';
import { checkoutView, portalView } from '#scripts/local/payment-page-views';

/** Page text without tags, spaces as plain spaces. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .trim();

const START = Date.UTC(2026, 10, 24, 12) / 1000;
const DAY = 86_400;

function checkout(overrides: Partial<LocalCheckout> = {}): LocalCheckout {
  return {
    id: 'cs_local_1',
    url: 'http://localhost/local-checkout/cs_local_1',
    status: 'open',
    email: 'ana@exemple.ca',
    plan: 'conseiller_sst_pro',
    billing: 'monthly',
    trialDays: 7,
    successUrl: 'http://localhost/conseiller-sst/setup',
    cancelUrl: 'http://localhost/payment-cancel',
    metadata: {},
    language: 'fr',
    customerId: null,
    subscriptionId: null,
    createdAt: new Date(START * 1000).toISOString(),
    ...overrides,
  };
}

function subscription(
  status: Stripe.Subscription.Status,
  metadata: Record<string, string>,
): Stripe.Subscription {
  const trialEnd = status === 'trialing' ? START + 7 * DAY : null;
  return {
    id: 'sub_local_1',
    object: 'subscription',
    status,
    cancel_at_period_end: false,
    start_date: START,
    trial_start: trialEnd ? START : null,
    trial_end: trialEnd,
    metadata,
    items: { object: 'list', data: [{ current_period_end: trialEnd ?? START + 30 * DAY }] },
  } as unknown as Stripe.Subscription;
}

describe('the local checkout page', () => {
  it('names the plan as customers read it, never its id', () => {
    const page = checkoutView(checkout());
    expect(text(page.body)).toContain('Forfait Conseiller SST Pro');
    expect(page.body).not.toMatch(/>conseiller_sst_pro</);
    expect(text(page.body)).toContain('7 jours gratuits, puis 89,00');
  });

  it('names a translated plan in the customer’s language', () => {
    const page = checkoutView(checkout({ plan: 'professional', language: 'ja' }));
    expect(page.language).toBe('ja');
    expect(page.body).not.toMatch(/>professional</);
    expect(page.body).toMatch(/data-testid="plan"[^>]*>[^<]*[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('the local customer portal', () => {
  it('says a trial in words with the day of its first charge, in the customer’s language', () => {
    const page = portalView(
      subscription('trialing', { plan: 'conseiller_sst_pro', language: 'fr' }),
      'cus_1',
      '/',
    );
    expect(page.language).toBe('fr');
    expect(text(page.body)).toContain('Forfait Conseiller SST Pro');
    expect(text(page.body)).toContain('Statut Essai gratuit de 7 jours');
    expect(text(page.body)).toContain('Premier prélèvement 1 décembre 2026');
    expect(page.body).not.toMatch(/>trialing|>conseiller_sst_pro/);
  });

  it('says an active subscription and its period’s end, in English for an English customer', () => {
    const page = portalView(
      subscription('active', { plan: 'conseiller_sst_pro', language: 'en' }),
      'cus_1',
      '/',
    );
    expect(text(page.body)).toContain('Status Active');
    expect(text(page.body)).toContain('December 24, 2026');
    expect(text(page.body)).not.toContain('First charge');
  });
});
