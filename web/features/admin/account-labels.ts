import type { TFunction } from 'i18next';
import { PLAN_IDS, type BillingPeriod, type PlanId } from '#shared/plans';
import { planDisplayName } from '@/lib/plan-name';

/** A tier as people read it: its plan's name, or the stored id for the older tier names (`conseiller`…). */
export function tierLabel(t: TFunction, tier: string): string {
  return (PLAN_IDS as readonly string[]).includes(tier) ? planDisplayName(t, tier as PlanId) : tier;
}

/** The billing cycle in words, or a dash for an account without a subscription of its own. */
export function billingLabel(t: TFunction, cycle: BillingPeriod | null): string {
  return cycle ? t(`plans.billing.${cycle}`) : t('adminDashboard.recent.none');
}
