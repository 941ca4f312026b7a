import type { Country } from '../../shared/countries';
import type { Language } from '../../shared/languages';
import { planOf, TRIAL_DAYS, type BillingPeriod, type PlanId } from '../../shared/plans';
import { payments } from '../adapters/payments';
import { hasUsedTrial } from '../adapters/table/billing';
import { findUserByEmail } from '../adapters/table/users';
import { config } from '../config';
import { AppError } from './errors';
import { enforceRateLimit } from './rate-limit';

export interface CheckoutInput {
  email: string;
  plan: PlanId;
  billing: BillingPeriod;
  language: Language;
  country?: Country;
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

/**
 * Opens a checkout. The trial is decided here, never by the browser: 7 days for an
 * address that never had one; an existing customer renews without a trial.
 */
export async function createCheckout(input: CheckoutInput): Promise<{ checkoutUrl: string; trial: boolean }> {
  await enforceRateLimit(`checkout#${input.email}`, 10, 3600);
  const existing = await findUserByEmail(input.email);
  const trial = !existing && !(await hasUsedTrial(input.email));
  const urls = returnUrls(input, Boolean(existing));
  try {
    const { url } = await payments().createCheckout({
      email: input.email,
      plan: input.plan,
      billing: input.billing,
      trialDays: trial ? TRIAL_DAYS : 0,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      language: input.language,
      metadata: {
        email: input.email,
        plan: input.plan,
        billing: input.billing,
        language: input.language,
        kind: existing ? 'renewal' : 'new',
        trial: String(trial),
        ...(input.country ? { country: input.country } : {}),
      },
    });
    return { checkoutUrl: url, trial };
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', what: 'create checkout', message: (error as Error).message }),
    );
    throw new AppError(502, 'paymentProviderError');
  }
}
