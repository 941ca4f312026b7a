import type { BillingPeriod } from '../../shared/plans';
import { payments } from '../adapters/payments';
import {
  applySubscriptionState,
  getSubscriptionRecord,
  linkSubscriptionToUser,
  type SubscriptionItem,
} from '../adapters/table/billing';
import { nowSeconds } from '../adapters/table/client';
import { updateUser, type UserItem } from '../adapters/table/users';
import { config } from '../config';
import { AppError } from './errors';
import { fromProviderSubscription, type SubscriptionState } from './subscription-state';
import { daysLeft, effectiveStatus } from './users';
import { destinationAfterLogin } from '../../shared/tiers';

/** The subscription fields a user item carries, from a subscription state. */
export function userFieldsOf(state: SubscriptionState): Partial<UserItem> {
  return {
    subscriptionStatus: state.status,
    subscriptionEndDate: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    ...(state.billing ? { billing: state.billing } : {}),
  };
}

/** The stored state of a subscription, fetched from the provider when no event has arrived yet. */
export async function currentSubscription(subscriptionId: string): Promise<SubscriptionItem> {
  const stored = await getSubscriptionRecord(subscriptionId);
  if (stored) return stored;
  const subscription = await payments().getSubscription(subscriptionId);
  if (!subscription) throw new AppError(404, 'sessionNotFound');
  const applied = await applySubscriptionState(fromProviderSubscription(subscription), 0);
  return applied ?? (await getSubscriptionRecord(subscriptionId))!;
}

/** Attaches a subscription to an account and copies its state onto the user. */
export async function attachSubscription(user: UserItem, subscription: SubscriptionState): Promise<UserItem> {
  await linkSubscriptionToUser(subscription.subscriptionId, user.id);
  // Re-read after linking: an event applied in between is not lost.
  const latest = (await getSubscriptionRecord(subscription.subscriptionId)) ?? subscription;
  return updateUser(user.id, userFieldsOf(latest));
}

export function currentUserView(user: UserItem) {
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
export async function cancelSubscription(user: UserItem) {
  if (!user.subscriptionId) throw new AppError(400, 'noSubscription');
  let updated;
  try {
    updated = await payments().cancelAtPeriodEnd(user.subscriptionId);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', what: 'cancel subscription', message: (error as Error).message }),
    );
    throw new AppError(502, 'paymentProviderError');
  }
  const state = fromProviderSubscription(updated);
  await applySubscriptionState(state, nowSeconds());
  const saved = await updateUser(user.id, userFieldsOf(state));
  return { success: true as const, subscriptionEndDate: saved.subscriptionEndDate };
}

export async function manageSubscription(user: UserItem): Promise<{ url: string } | { isDirectLink: true }> {
  if (!user.customerId) throw new AppError(400, 'noSubscription');
  const returnUrl = `${config().APP_ORIGIN}${destinationAfterLogin(user)}`;
  const url = await payments().portalUrl(user.customerId, returnUrl);
  return url ? { url } : { isDirectLink: true };
}
