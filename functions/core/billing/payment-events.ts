import type Stripe from 'stripe';
import { payments } from '#adapters/payments';
import { applySubscriptionState, getSubscriptionRecord, markTrialUsed } from '#adapters/table/billing';
import { getUser, updateUser } from '#adapters/table/users';
import { logger } from '#functions/observability';
import { AppError } from '#core/errors';
import { fromProviderSubscription } from './subscription-state';
import { attachSubscription, currentSubscription, userFieldsOf, wouldTakeOver } from './subscriptions';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Applies a subscription as of the event's time; older states than the stored one are
 * ignored. Two events of the same second cannot be ordered, so on a tie the provider's
 * current subscription is read and stored instead. `current` says the object already is that.
 */
async function applySubscription(subscription: Stripe.Subscription, at: number, current = false) {
  let stored = await applySubscriptionState(fromProviderSubscription(subscription), at, {
    replaceTie: current,
  });
  if (!stored && !current && (await getSubscriptionRecord(subscription.id))?.stateAt === at) {
    const fresh = await payments().getSubscription(subscription.id);
    if (fresh)
      stored = await applySubscriptionState(fromProviderSubscription(fresh), at, { replaceTie: true });
  }
  if (stored?.userId) {
    const user = await getUser(stored.userId);
    // A subscription the account has since replaced (a renewal) no longer speaks for it.
    if (user && (!user.subscriptionId || user.subscriptionId === stored.subscriptionId))
      await updateUser(user.id, userFieldsOf(stored));
  }
}

async function onCheckoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
  const email = (session.customer_details?.email ?? session.customer_email ?? '').toLowerCase();
  if (session.metadata?.trial === 'true' && email) await markTrialUsed(email);
  const subscriptionId = idOf(session.subscription);
  // A renewal was started by the signed-in account it names: the subscription goes onto it now.
  const userId = session.metadata?.kind === 'renewal' ? session.metadata.userId : undefined;
  const user = userId ? await getUser(userId) : undefined;
  if (!subscriptionId || !user) return;
  const subscription = await currentSubscription(subscriptionId);
  if (wouldTakeOver(user, subscription)) {
    // Acknowledged, not applied: retrying would never succeed, and the account keeps its own.
    logger.warn('Renewal refused: the account has an active subscription of another customer', {
      userId: user.id,
      subscriptionId,
    });
    return;
  }
  await attachSubscription(user, subscription);
}

/** Invoices carry no subscription state: the provider's current subscription is read instead. */
async function onInvoice(invoice: Stripe.Invoice, at: number): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  const subscription = await payments().getSubscription(subscriptionId);
  if (subscription) await applySubscription(subscription, at, true);
}

async function apply(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return onCheckoutCompleted(event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(event.data.object, event.created);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return onInvoice(event.data.object, event.created);
    default:
      // Other event types are acknowledged and ignored.
      return;
  }
}

/**
 * Verifies and applies one provider event. Once per event id: the route's idempotency record
 * (middleware/idempotency.ts) answers redeliveries, and expires with the function's time if
 * this invocation dies, so the provider's retry runs instead of being taken for a duplicate.
 */
export async function handlePaymentEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  let event: Stripe.Event;
  try {
    event = payments().verifyEvent(rawBody, signature ?? '');
  } catch {
    throw new AppError(400, 'invalidSignature');
  }
  await apply(event);
  return { duplicate: false };
}
