import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Country } from '#shared/countries';
import type { Language } from '#shared/languages';
import { planOf, TRIAL_DAYS, type BillingPeriod, type PlanId } from '#shared/plans';
import { payments } from '#adapters/payments';
import { hasUsedTrial } from '#adapters/table/billing';
import { findUserByEmail, type User } from '#adapters/table/users';
import { config } from '#functions/config';
import { logger } from '#functions/observability';
import { AppError } from '#core/errors';
import { enforceRateLimit } from '#core/rate-limit';

export interface CheckoutInput {
  email: string;
  plan: PlanId;
  billing: BillingPeriod;
  language: Language;
  country?: Country;
}

/**
 * The browser that starts a checkout gets a one-time nonce in this cookie; only its hash
 * travels with the provider's session. Setup and the session view need the nonce back, so
 * a checkout session id alone (in a URL, a log, a referrer) claims nothing.
 */
export const CHECKOUT_NONCE_COOKIE = 'rv_checkout';
const NONCE_TTL_SECONDS = 24 * 3600;

const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export function checkoutNonceCookie(nonce: string): string {
  return `${CHECKOUT_NONCE_COOKIE}=${nonce}; HttpOnly; Secure; SameSite=Lax; Path=/api; Max-Age=${NONCE_TTL_SECONDS}`;
}

export function clearedCheckoutNonceCookie(): string {
  return `${CHECKOUT_NONCE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/api; Max-Age=0`;
}

/** Whether the browser's nonce is the one the checkout was started with. */
export function holdsCheckoutNonce(metadata: Record<string, string>, nonce: string | undefined): boolean {
  if (!nonce || !metadata.setupNonce) return false;
  const expected = Buffer.from(metadata.setupNonce);
  const given = Buffer.from(nonceHash(nonce));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Where the provider sends the browser back to, by edition and by new or returning customer. */
function returnUrls(input: CheckoutInput, renewal: boolean) {
  const origin = config().APP_ORIGIN;
  const session = 'session_id={CHECKOUT_SESSION_ID}';
  if (renewal) return { success: `${origin}/resubscription-success?${session}`, cancel: `${origin}/pricing` };
  if (planOf(input.plan).edition === 'international') {
    return {
      success: `${origin}/international-payment-success?${session}`,
      cancel: `${origin}/international-sst?canceled=1`,
    };
  }
  const setup = input.plan === 'conseiller_sst_pro' ? '/conseiller-sst/setup' : '/conseiller/account-setup';
  return { success: `${origin}${setup}?${session}`, cancel: `${origin}/payment-cancel?tier=${input.plan}` };
}

/** A checkout for an address that has an account is a renewal by that account, signed in. */
function requireOwnAccount(existing: User, signedIn: User | null): void {
  if (!signedIn) throw new AppError(401, 'signInToRenew');
  if (signedIn.id !== existing.id) throw new AppError(403, 'signInToRenew');
}

/**
 * Opens a checkout. The trial is decided here, never by the browser: 7 days for an
 * address that never had one; an existing customer renews without a trial, signed in,
 * as its own payment customer. Returns the nonce the caller sets as a cookie.
 */
export async function createCheckout(
  input: CheckoutInput,
  signedIn: User | null,
): Promise<{ checkoutUrl: string; trial: boolean; nonce: string }> {
  await enforceRateLimit(`checkout#${input.email}`, 10, 3600);
  const existing = await findUserByEmail(input.email);
  if (existing) requireOwnAccount(existing, signedIn);
  const trial = !existing && !(await hasUsedTrial(input.email));
  const urls = returnUrls(input, Boolean(existing));
  const nonce = randomBytes(32).toString('base64url');
  try {
    const { url } = await payments().createCheckout({
      email: input.email,
      plan: input.plan,
      billing: input.billing,
      trialDays: trial ? TRIAL_DAYS : 0,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      language: input.language,
      ...(existing ? { clientReference: existing.id } : {}),
      ...(existing?.customerId ? { existingCustomerId: existing.customerId } : {}),
      metadata: {
        email: input.email,
        plan: input.plan,
        billing: input.billing,
        language: input.language,
        kind: existing ? 'renewal' : 'new',
        trial: String(trial),
        setupNonce: nonceHash(nonce),
        ...(existing ? { userId: existing.id } : {}),
        ...(input.country ? { country: input.country } : {}),
      },
    });
    return { checkoutUrl: url, trial, nonce };
  } catch (error) {
    logger.error('Create checkout failed', { errorMessage: (error as Error).message });
    throw new AppError(502, 'paymentProviderError');
  }
}
