import type Stripe from 'stripe';
import type { SubscriptionState } from '#adapters/table/billing';
import { BILLING_PERIODS, PLAN_IDS, type BillingPeriod, type PlanId } from '#shared/plans';
import type { SubscriptionStatus } from '#shared/tiers';

/** A subscription as the product sees it (stored as is by the table adapter). */
export type { SubscriptionState } from '#adapters/table/billing';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? '');

function statusOf(
  subscription: Stripe.Subscription,
  periodEnd: number | null,
  now: number,
): SubscriptionStatus {
  switch (subscription.status) {
    case 'trialing':
      return 'trial';
    case 'active':
      return 'active';
    case 'canceled':
      // Ended at the end of its period (or never started): expired; cut short mid-period: canceled.
      return periodEnd !== null && periodEnd * 1000 > now ? 'canceled' : 'expired';
    case 'incomplete_expired':
      return 'expired';
    default:
      // past_due, unpaid, incomplete, paused: payment needed before access returns.
      return 'past_due';
  }
}

/** Maps the provider's subscription, reading the period end from its items (current API). */
export function fromProviderSubscription(
  subscription: Stripe.Subscription,
  now = Date.now(),
): SubscriptionState {
  const item = subscription.items?.data?.[0];
  const periodEnd =
    subscription.status === 'trialing' && subscription.trial_end
      ? subscription.trial_end
      : (item?.current_period_end ?? null);
  const plan = subscription.metadata?.plan;
  const billing = subscription.metadata?.billing;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: statusOf(subscription, periodEnd, now),
    periodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    plan: (PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanId) : null,
    billing: (BILLING_PERIODS as readonly string[]).includes(billing ?? '')
      ? (billing as BillingPeriod)
      : null,
  };
}
