import { planOf, type PlanId } from '#shared/plans';
import { isEnterpriseTier } from '#shared/tiers';
import type { User } from '#adapters/table/users';

/** The pack's seats and monthly pages, from the owner's plan. */
export function teamAllowance(owner: Pick<User, 'tier'>): { seats: number; pagesPerMonth: number } {
  if (!isEnterpriseTier(owner.tier)) return { seats: 1, pagesPerMonth: 0 };
  const plan = planOf(owner.tier as PlanId);
  return { seats: plan.seats, pagesPerMonth: plan.pagesPerMonth ?? 0 };
}
