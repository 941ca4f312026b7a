import { planOf, type BillingPeriod } from '#shared/plans';
import { payments } from '#adapters/payments';
import {
  applySubscriptionState,
  getSubscriptionRecord,
  linkSubscriptionToUser,
  type SubscriptionRecord,
} from '#adapters/table/billing';
import { nowSeconds } from '#adapters/table/client';
import { updateUser, type User } from '#adapters/table/users';
import { config } from '#functions/config';
import { AppError } from '#core/errors';
import { fromProviderSubscription, type SubscriptionState } from './subscription-state';
import { daysLeft, effectiveStatus } from '#core/account';
import { destinationAfterLogin, grantsAccess } from '#shared/tiers';
import { logger } from '#functions/observability';

/**
 * The subscription fields a user item carries, from a subscription state. The plan that
 * was paid sets the tier, seats and edition: a renewal on another plan gets that plan.
 */
export function userFieldsOf(state: SubscriptionState): Partial<User> {
  const plan = state.plan ? planOf(state.plan) : null;
  return {
    subscriptionStatus: state.status,
    subscriptionEndDate: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    ...(state.billing ? { billing: state.billing } : {}),
    ...(plan ? { tier: plan.id, teamSeats: plan.seats, sourceInterface: plan.sourceInterface } : {}),
  };
}

/**
 * Whether attaching would take a running subscription away from the account: an account
 * whose subscription still grants access is only ever re-linked by its own payment customer.
 */
export function wouldTakeOver(user: User, subscription: SubscriptionState): boolean {
  return Boolean(
    user.subscriptionId &&
    user.subscriptionId !== subscription.subscriptionId &&
    grantsAccess(effectiveStatus(user)) &&
    user.customerId &&
    user.customerId !== subscription.customerId,
  );
}

/** The stored state of a subscription, fetched from the provider when no event has arrived yet. */
export async function currentSubscription(subscriptionId: string): Promise<SubscriptionRecord> {
  const stored = await getSubscriptionRecord(subscriptionId);
  if (stored) return stored;
  const subscription = await payments().getSubscription(subscriptionId);
  if (!subscription) throw new AppError(404, 'sessionNotFound');
  const applied = await applySubscriptionState(fromProviderSubscription(subscription), 0);
  return applied ?? (await getSubscriptionRecord(subscriptionId))!;
}

/** Attaches a subscription to an account and copies its state onto the user. */
export async function attachSubscription(user: User, subscription: SubscriptionState): Promise<User> {
  if (wouldTakeOver(user, subscription)) throw new AppError(409, 'subscriptionAlreadyActive');
  await linkSubscriptionToUser(subscription.subscriptionId, user.id);
  // Re-read after linking: an event applied in between is not lost.
  const latest = (await getSubscriptionRecord(subscription.subscriptionId)) ?? subscription;
  return updateUser(user.id, userFieldsOf(latest));
}

export function currentUserView(user: User) {
  return {
    email: user.email,
    tier: user.tier,
    subscriptionStatus: effectiveStatus(user),
    subscriptionEndDate: user.subscriptionEndDate,
    daysLeft: daysLeft(user.subscriptionEndDate),
    cancelAtPeriodEnd: user.cancelAtPeriodEnd ?? false,
    billing: (user.billing ?? null) as BillingPeriod | null,
    teamSeats: user.teamSeats ?? 1,
  };
}

/** Cancels at the end of the period: the account stays usable until the end date. */
export async function cancelSubscription(user: User) {
  requireVerifiedEmail(user);
  if (!user.subscriptionId) throw new AppError(400, 'noSubscription');
  let updated;
  try {
    updated = await payments().cancelAtPeriodEnd(user.subscriptionId);
  } catch (error) {
    logger.error('Cancel subscription failed', { errorMessage: (error as Error).message });
    throw new AppError(502, 'paymentProviderError');
  }
  const state = fromProviderSubscription(updated);
  // The provider's answer is its current state: it wins over an event of the same second.
  await applySubscriptionState(state, nowSeconds(), { replaceTie: true });
  const saved = await updateUser(user.id, userFieldsOf(state));
  return { success: true as const, subscriptionEndDate: saved.subscriptionEndDate };
}

/** Billing is reached only from a proven address: a paid session id alone never opens it. */
function requireVerifiedEmail(user: User): void {
  if (!user.emailVerified && user.role !== 'admin') throw new AppError(403, 'emailNotVerified');
}

export async function manageSubscription(user: User): Promise<{ url: string } | { isDirectLink: true }> {
  requireVerifiedEmail(user);
  if (!user.customerId) throw new AppError(400, 'noSubscription');
  const returnUrl = `${config().APP_ORIGIN}${destinationAfterLogin(user)}`;
  const url = await payments().portalUrl(user.customerId, returnUrl);
  return url ? { url } : { isDirectLink: true };
}
