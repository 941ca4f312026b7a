import type { ConsolidatedRequest } from '#shared/schemas/assistant';

/** The province preselected (spec section 9): Quebec for a French interface, Ontario otherwise. */
export function defaultProvince(language: string): ConsolidatedRequest['province'] {
  return language.toLowerCase().split('-')[0] === 'fr' ? 'QC' : 'ON';
}
