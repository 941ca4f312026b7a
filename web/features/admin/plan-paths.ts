import type { BillingPeriod, CANADIAN_PLAN_IDS } from '#shared/plans';

/** The app's checkout entry of a Canadian plan (/stripe/:plan, web/app/paths.ts), as spec 2.11 builds it. */
export function checkoutPath(plan: (typeof CANADIAN_PLAN_IDS)[number], billing: BillingPeriod): string {
  return `/stripe/${plan}?billing=${billing}`;
}
