import type Stripe from 'stripe';
import { payments } from '../adapters/payments';
import {
  applySubscriptionState,
  claimPaymentEvent,
  markTrialUsed,
  releasePaymentEvent,
} from '../adapters/table/billing';
import { findUserByEmail, getUser, updateUser } from '../adapters/table/users';
import { AppError } from './errors';
import { fromProviderSubscription } from './subscription-state';
import { attachSubscription, currentSubscription, userFieldsOf } from './subscriptions';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Applies a subscription as of the event's time; older states than the stored one are ignored. */
async function applySubscription(subscription: Stripe.Subscription, at: number): Promise<void> {
  const stored = await applySubscriptionState(fromProviderSubscription(subscription), at);
  if (stored?.userId) {
    const user = await getUser(stored.userId);
    if (user) await updateUser(user.id, userFieldsOf(stored));
  }
}

async function onCheckoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
  const email = (session.customer_details?.email ?? session.customer_email ?? '').toLowerCase();
  if (session.metadata?.trial === 'true' && email) await markTrialUsed(email);
  const subscriptionId = idOf(session.subscription);
  // A returning customer already has an account: the new subscription goes onto it now.
  const user = email ? await findUserByEmail(email) : undefined;
  if (subscriptionId && user && session.metadata?.kind === 'renewal') {
    await attachSubscription(user, await currentSubscription(subscriptionId));
  }
}

/** Invoices carry no subscription state: the provider's current subscription is read instead. */
async function onInvoice(invoice: Stripe.Invoice, at: number): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  const subscription = await payments().getSubscription(subscriptionId);
  if (subscription) await applySubscription(subscription, at);
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
 * Verifies and applies one provider event, once: a redelivered event id is acknowledged
 * without effect. If applying fails, the claim is released so the provider's retry runs.
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
  if (!(await claimPaymentEvent(event.id))) return { duplicate: true };
  try {
    await apply(event);
  } catch (error) {
    await releasePaymentEvent(event.id);
    throw error;
  }
  return { duplicate: false };
}
