import { isEnterpriseTier } from '#shared/tiers';
import { paths } from '@/app/paths';

/** Browser-storage keys of the checkout. */
const PAYMENT_KEYS = {
  completed: 'payment_completed',
  tier: 'payment_tier',
  requestedTier: 'requested_tier',
  requestedBilling: 'requested_billing',
  intent: 'payment_intent',
} as const;

export function rememberPaymentCompleted(tier: string | null): void {
  try {
    window.localStorage.setItem(PAYMENT_KEYS.completed, 'true');
    if (tier) window.localStorage.setItem(PAYMENT_KEYS.tier, tier);
  } catch {
    // Storage blocked: nothing later depends on these flags to work.
  }
}

export function clearPaymentFlags(): void {
  try {
    for (const key of Object.values(PAYMENT_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Where a successful payment leads. */
export function paymentSuccessDestination(tier: string | null): string {
  if (tier && isEnterpriseTier(tier)) return paths.dashboard;
  if (tier === 'conseiller' || tier === 'conseiller-sst') return paths.conseillerLanding;
  return paths.home;
}
