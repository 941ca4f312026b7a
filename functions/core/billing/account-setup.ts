import { ensureOwnTeam } from '#core/teams';
import { isEnterpriseTier } from '#shared/tiers';
import { isLanguage, type Language } from '#shared/languages';
import { planOf, PLAN_IDS, type PlanId } from '#shared/plans';
import type { PaymentSession } from '#shared/schemas/account';
import { payments } from '#adapters/payments';
import type { CheckoutView } from '#adapters/payments/port';
import { createUser, findUserByEmail, getUser, type User } from '#adapters/table/users';
import { startSession, type SignedIn } from '#core/account';
import { holdsCheckoutNonce } from './checkout';
import { AppError } from '#core/errors';
import { hashPassword } from '#core/account';
import { attachSubscription, currentSubscription, userFieldsOf } from './subscriptions';
import { sendVerification } from '#core/account';

async function paidCheckout(sessionId: string): Promise<CheckoutView & { plan: PlanId }> {
  const checkout = await payments().getCheckout(sessionId);
  if (!checkout) throw new AppError(404, 'sessionNotFound');
  if (checkout.status !== 'complete' || !checkout.subscriptionId)
    throw new AppError(402, 'paymentIncomplete');
  const plan = checkout.metadata.plan as PlanId;
  if (!(PLAN_IDS as readonly string[]).includes(plan)) throw new AppError(404, 'sessionNotFound');
  return { ...checkout, plan };
}

/**
 * The payment session as the setup pages read it: only for the browser that started the
 * checkout, and only what the page shows (no provider customer or subscription ids).
 */
export async function paymentSessionView(
  sessionId: string,
  nonce: string | undefined,
): Promise<PaymentSession> {
  const checkout = await payments().getCheckout(sessionId);
  if (!checkout || !holdsCheckoutNonce(checkout.metadata, nonce)) throw new AppError(404, 'sessionNotFound');
  const { metadata } = checkout;
  const trial = metadata.trial === 'true';
  return {
    id: checkout.id,
    status: checkout.status,
    customer_details: { email: checkout.email },
    metadata: {
      plan: metadata.plan ?? '',
      billing: metadata.billing ?? '',
      country: metadata.country,
      language: metadata.language,
      kind: metadata.kind === 'renewal' ? 'renewal' : 'new',
    },
    trial,
    firstChargeAt: trial ? await firstChargeAt(checkout) : null,
  };
}

/** When a trial's first charge falls (the end of its trial period), once the checkout made the subscription. */
async function firstChargeAt(checkout: CheckoutView): Promise<string | null> {
  if (checkout.status !== 'complete' || !checkout.subscriptionId) return null;
  try {
    const subscription = await currentSubscription(checkout.subscriptionId);
    return subscription.status === 'trial' ? subscription.periodEnd : null;
  } catch (error) {
    // Not known to the provider yet: the page says the trial started, without the date.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Creates the account a paid (or trialing) checkout entitles: only from a complete
 * session, only for the address that paid, once. The address must then be verified.
 */
export async function setupAccount(input: {
  email: string;
  password: string;
  sessionId: string;
  edition: 'canada' | 'international';
  /** The checkout nonce cookie of the browser: only the browser that paid sets up. */
  nonce: string | undefined;
  /** Kept on the session it opens (the profile's list of sessions). */
  userAgent?: string;
}): Promise<SignedIn> {
  const checkout = await paidCheckout(input.sessionId);
  if (!holdsCheckoutNonce(checkout.metadata, input.nonce)) throw new AppError(403, 'checkoutOtherBrowser');
  const plan = planOf(checkout.plan);
  if (plan.edition !== input.edition) throw new AppError(404, 'sessionNotFound');
  if (checkout.email.toLowerCase() !== input.email) throw new AppError(400, 'sessionEmailMismatch');
  if (await findUserByEmail(input.email)) throw new AppError(409, 'accountExists');

  const subscription = await currentSubscription(checkout.subscriptionId!);
  const language: Language = isLanguage(checkout.metadata.language) ? checkout.metadata.language : 'fr';
  const user = await createUser({
    email: input.email,
    passwordHash: await hashPassword(input.password),
    tier: plan.id,
    role: 'user',
    sourceInterface: plan.sourceInterface,
    language,
    emailVerified: false,
    teamSeats: plan.seats,
    country: checkout.metadata.country ?? null,
    ...(userFieldsOf(subscription) as Required<
      Pick<ReturnType<typeof userFieldsOf>, 'subscriptionStatus' | 'subscriptionEndDate'>
    >),
  });
  // Two tabs submitting at once: the transaction lets one create the account.
  if (!user) throw new AppError(409, 'accountExists');
  const attached = await attachSubscription(user, subscription);
  // An enterprise pack's buyer owns its team from the start.
  const owner = isEnterpriseTier(plan.id) ? await withOwnTeam(attached) : attached;
  await sendVerification(owner);
  return startSession(owner, input.userAgent);
}

/**
 * A returning customer paid again: the new subscription replaces the old one on the
 * account that started the checkout, confirmed by its browser (nonce) or its session.
 */
export async function completeResubscription(
  sessionId: string,
  nonce: string | undefined,
  signedIn: User | null,
): Promise<void> {
  const checkout = await paidCheckout(sessionId);
  const userId = checkout.metadata.userId;
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new AppError(404, 'sessionNotFound');
  if (!holdsCheckoutNonce(checkout.metadata, nonce) && signedIn?.id !== user.id)
    throw new AppError(403, 'checkoutOtherBrowser');
  await attachSubscription(user, await currentSubscription(checkout.subscriptionId!));
}

async function withOwnTeam(owner: User): Promise<User> {
  const team = await ensureOwnTeam(owner);
  return { ...owner, teamId: team.id, teamRole: 'owner' };
}
