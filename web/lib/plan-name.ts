import type { TFunction } from 'i18next';
import { planName, type PlanId } from '#shared/plans';

/** A plan's name in the interface language: its product name, or its translated name. */
export function planDisplayName(t: TFunction, id: PlanId): string {
  return planName(id, (key) => t(key));
}
