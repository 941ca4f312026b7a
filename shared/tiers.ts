/** Subscription tiers and what they open. */
export const CONSEILLER_TIERS = [
  'conseiller',
  'conseiller-sst',
  'conseiller_sst_pro',
  'conseiller_sst',
  'pack_conseiller_sst',
] as const;
export const INTERNATIONAL_TIERS = ['essential', 'professional', 'enterprise'] as const;
export const ENTERPRISE_PACK_TIERS = [
  'pack_entreprise_5',
  'pack_entreprise_10',
  'pack_entreprise_20',
] as const;

export const TIERS = [...CONSEILLER_TIERS, ...INTERNATIONAL_TIERS, ...ENTERPRISE_PACK_TIERS] as const;
export type Tier = (typeof TIERS)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SOURCE_INTERFACES = ['conseiller', 'international', 'enterprise'] as const;
export type SourceInterface = (typeof SOURCE_INTERFACES)[number];

export function isConseillerTier(tier: string): boolean {
  return (CONSEILLER_TIERS as readonly string[]).includes(tier);
}
export function isInternationalTier(tier: string): boolean {
  return (INTERNATIONAL_TIERS as readonly string[]).includes(tier);
}
/** The Canadian enterprise packs only: the international `enterprise` plan is a single-user plan. */
export function isEnterpriseTier(tier: string): boolean {
  return (ENTERPRISE_PACK_TIERS as readonly string[]).includes(tier);
}

/** The two editions: Canadian (provinces, territories, federal) and international (its countries). */
export const EDITIONS = ['canada', 'international'] as const;
export type Edition = (typeof EDITIONS)[number];

export function editionOfTier(tier: string): Edition {
  return isInternationalTier(tier) ? 'international' : 'canada';
}

/** Active and trial subscriptions open the apps; every other status does not. */
export function grantsAccess(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trial';
}

/** Where a user lands after signing in. */
export function destinationAfterLogin(user: {
  tier: string;
  sourceInterface?: string | null;
  role?: string;
}): string {
  if (user.role === 'admin') return '/admin';
  if (user.sourceInterface === 'international') return '/international-sst/app';
  if (isEnterpriseTier(user.tier)) return '/dashboard';
  if (isConseillerTier(user.tier)) return '/conseiller-sst/app';
  return '/';
}
