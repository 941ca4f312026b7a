import type { TFunction } from 'i18next';
import { PLAN_PRODUCT_NAMES, type PlanId, type TranslatedPlanId } from '#shared/plans';

/** A plan's name in the interface language: its product name, or its translated name. */
export function planDisplayName(t: TFunction, id: PlanId): string {
  return id in PLAN_PRODUCT_NAMES
    ? PLAN_PRODUCT_NAMES[id as keyof typeof PLAN_PRODUCT_NAMES]
    : t(`plans.names.${id as TranslatedPlanId}`);
}
