import type { TFunction } from 'i18next';
import { BILLING_PERIODS, PLAN_IDS } from '#shared/plans';
import { isConseillerTier } from '#shared/tiers';
import { planDisplayName } from '@/lib/plan-name';

/** The plan's display name; an id the interface does not know is shown as it is. */
export function planName(t: TFunction, plan: string): string {
  const known = PLAN_IDS.find((id) => id === plan);
  return known ? planDisplayName(t, known) : plan;
}

/** "Monthly" or "Annual"; null for anything else. */
export function billingName(t: TFunction, billing: string | null | undefined): string | null {
  const known = BILLING_PERIODS.find((period) => period === billing);
  return known ? t(`plans.billing.${known}`) : null;
}

/** The plan behind a subscription tier; the adviser tiers of every era are the one Pro plan. */
export function tierName(t: TFunction, tier: string): string {
  return planName(t, isConseillerTier(tier) ? 'conseiller_sst_pro' : tier);
}
