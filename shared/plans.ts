import type { SourceInterface, Tier } from './tiers';

/**
 * Plans, prices and limits. Prices are in cents; the pricing
 * table is the single source for every page, e-mail and checkout.
 */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const TRIAL_DAYS = 7;

export interface Plan {
  id: Tier;
  edition: 'canada' | 'international';
  sourceInterface: SourceInterface;
  currency: 'CAD' | 'USD';
  /** Price per period, in cents. */
  prices: Record<BillingPeriod, number>;
  /** Team seats, owner included (enterprise packs). */
  seats: number;
  /** Document pages analysed per month; null when unlimited or not metered. */
  pagesPerMonth: number | null;
  /** Analyses per month; null when unlimited. */
  analysesPerMonth: number | null;
  /** Countries covered (international edition); null when unlimited. */
  countries: number | null;
  popular?: boolean;
}

export const PLANS = {
  conseiller_sst_pro: {
    id: 'conseiller_sst_pro',
    edition: 'canada',
    sourceInterface: 'conseiller',
    currency: 'CAD',
    prices: { monthly: 8900, annual: 96000 },
    seats: 1,
    pagesPerMonth: null,
    analysesPerMonth: null,
    countries: null,
  },
  pack_entreprise_5: {
    id: 'pack_entreprise_5',
    edition: 'canada',
    sourceInterface: 'enterprise',
    currency: 'CAD',
    prices: { monthly: 39900, annual: 430900 },
    seats: 5,
    pagesPerMonth: 5000,
    analysesPerMonth: null,
    countries: null,
  },
  pack_entreprise_10: {
    id: 'pack_entreprise_10',
    edition: 'canada',
    sourceInterface: 'enterprise',
    currency: 'CAD',
    prices: { monthly: 74900, annual: 808900 },
    seats: 10,
    pagesPerMonth: 10000,
    analysesPerMonth: null,
    countries: null,
    popular: true,
  },
  pack_entreprise_20: {
    id: 'pack_entreprise_20',
    edition: 'canada',
    sourceInterface: 'enterprise',
    currency: 'CAD',
    prices: { monthly: 139900, annual: 1510900 },
    seats: 20,
    pagesPerMonth: 20000,
    analysesPerMonth: null,
    countries: null,
  },
  essential: {
    id: 'essential',
    edition: 'international',
    sourceInterface: 'international',
    currency: 'USD',
    prices: { monthly: 4900, annual: 49000 },
    seats: 1,
    pagesPerMonth: null,
    analysesPerMonth: 10,
    countries: 1,
  },
  professional: {
    id: 'professional',
    edition: 'international',
    sourceInterface: 'international',
    currency: 'USD',
    prices: { monthly: 14900, annual: 149000 },
    seats: 1,
    pagesPerMonth: null,
    analysesPerMonth: 50,
    countries: 5,
    popular: true,
  },
  enterprise: {
    id: 'enterprise',
    edition: 'international',
    sourceInterface: 'international',
    currency: 'USD',
    prices: { monthly: 34900, annual: 349000 },
    seats: 1,
    pagesPerMonth: null,
    analysesPerMonth: null,
    countries: null,
  },
} as const satisfies Record<string, Plan>;

export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as [PlanId, ...PlanId[]];
export const CANADIAN_PLAN_IDS = [
  'conseiller_sst_pro',
  'pack_entreprise_5',
  'pack_entreprise_10',
  'pack_entreprise_20',
] as const;
export const INTERNATIONAL_PLAN_IDS = ['essential', 'professional', 'enterprise'] as const;

/**
 * Plan names: the Canadian edition's plans are product names, the same in every language
 * (here, once); the international plans' names are translated (`plans.names` in shared/i18n).
 */
export const PLAN_PRODUCT_NAMES = {
  conseiller_sst_pro: 'Conseiller SST Pro',
  pack_entreprise_5: 'Pack Entreprise 5',
  pack_entreprise_10: 'Pack Entreprise 10',
  pack_entreprise_20: 'Pack Entreprise 20',
} as const satisfies Partial<Record<PlanId, string>>;

/** A plan whose name is translated. */
export type TranslatedPlanId = Exclude<PlanId, keyof typeof PLAN_PRODUCT_NAMES>;

/**
 * A plan's name as customers read it, never its id: its product name, or its translated name through
 * `t` (the web's or the server's i18next, "plans" namespace).
 */
export function planName(id: PlanId, t: (key: `plans.names.${TranslatedPlanId}`) => string): string {
  return id in PLAN_PRODUCT_NAMES
    ? PLAN_PRODUCT_NAMES[id as keyof typeof PLAN_PRODUCT_NAMES]
    : t(`plans.names.${id as TranslatedPlanId}`);
}

export function planOf(id: PlanId): Plan {
  return PLANS[id];
}

/** Cents to a localised amount, e.g. 8900 CAD in fr → "89,00 $". */
export function formatPrice(cents: number, currency: 'CAD' | 'USD', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Annual saving against twelve monthly payments, in whole percent. */
export function annualSavingPercent(plan: Plan): number {
  return Math.round((1 - plan.prices.annual / (plan.prices.monthly * 12)) * 100);
}
