import { PLANS, type PlanId } from '#shared/plans';
import { isConseillerTier, isEnterpriseTier, isInternationalTier } from '#shared/tiers';
import type { CURRENCIES, StatusBucket, TierBucket } from '#shared/schemas/admin';

/** The fields of an account row the figures depend on (a stream image or a stored user). */
export interface CountedUser {
  role?: string;
  tier?: string;
  subscriptionStatus?: string;
  subscriptionId?: string | null;
  billing?: string | null;
  teamId?: string;
  teamRole?: string;
  lastAccessAt?: string;
}

/** What one account adds to the platform's figures. */
export interface Contribution {
  tier: TierBucket;
  status: StatusBucket;
  /** Annual recurring revenue in cents (a monthly price × 12, an annual price once); MRR is ARR / 12. */
  arr: { currency: (typeof CURRENCIES)[number]; cents: number } | null;
  /** UTC day (YYYY-MM-DD) of the last signed-in request. */
  lastSeenDay: string | null;
}

const isTeamSeat = (user: CountedUser) => Boolean(user.teamId && user.teamRole && user.teamRole !== 'owner');

function tierBucket(user: CountedUser): TierBucket {
  // A member uses a seat of the owner's pack: an enterprise account without a plan of its own.
  if (isTeamSeat(user)) return 'enterprise';
  // An account that never subscribed chose a plan at sign-up but has none.
  if (!user.subscriptionId && user.subscriptionStatus !== 'active' && user.subscriptionStatus !== 'trial')
    return 'none';
  const tier = user.tier ?? '';
  if (isEnterpriseTier(tier)) return 'enterprise';
  if (isInternationalTier(tier)) return 'international';
  return isConseillerTier(tier) ? 'conseiller' : 'none';
}

function statusBucket(user: CountedUser): StatusBucket {
  if (isTeamSeat(user)) return 'teamMember';
  if (user.subscriptionStatus === 'active') return 'active';
  if (user.subscriptionStatus === 'trial') return 'trial';
  return 'inactive';
}

/** Revenue counts paying subscriptions only: a trial has paid nothing yet, past_due is not being paid. */
function recurringRevenue(user: CountedUser): Contribution['arr'] {
  if (isTeamSeat(user) || user.subscriptionStatus !== 'active') return null;
  const plan = user.tier && user.tier in PLANS ? PLANS[user.tier as PlanId] : undefined;
  if (!plan) return null;
  const cents = user.billing === 'annual' ? plan.prices.annual : plan.prices.monthly * 12;
  return { currency: plan.currency, cents };
}

/** Platform administrators are staff, not customers: they add nothing to the business's figures. */
export function contributionOf(user: CountedUser): Contribution | null {
  if (user.role === 'admin') return null;
  return {
    tier: tierBucket(user),
    status: statusBucket(user),
    arr: recurringRevenue(user),
    lastSeenDay: user.lastAccessAt ? user.lastAccessAt.slice(0, 10) : null,
  };
}
