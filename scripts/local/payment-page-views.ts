import type Stripe from 'stripe';
import payment from '#shared/i18n/payment';
import paymentTexts from '#shared/i18n/payment';
import plansTexts from '#shared/i18n/plans';
import { fixedT, serverTexts } from '#shared/i18n/server';
import { escapeHtml as escape } from '#shared/html';
import { isLanguage, type Language } from '#shared/languages';
import { formatPrice, PLAN_IDS, planName, planOf, TRIAL_DAYS, type PlanId } from '#shared/plans';
import type { LocalCheckout } from '#adapters/payments/local';

const PAYMENT = serverTexts('payment', paymentTexts);
const PLANS = serverTexts('plans', plansTexts);

/** A local payment page's content: its language, title and the body of its card. */
export interface PaymentPageView {
  language: Language;
  title: string;
  body: string;
}

type PaymentStatus = keyof (typeof payment)['fr']['paymentPage']['statuses'];

/** A plan as a customer reads it: its product or translated name, never its id. */
function planLabel(id: string, language: Language): string {
  if (!(PLAN_IDS as readonly string[]).includes(id)) return id;
  return planName(id as PlanId, (key) => fixedT(language, PLANS)(key));
}

/** A subscription status in words ("Essai gratuit de 7 jours", not "trialing"); an unknown one as it is. */
function statusLabel(subscription: Stripe.Subscription, language: Language): string {
  const { status } = subscription;
  if (!(status in payment[language].paymentPage.statuses)) return status;
  const start = subscription.trial_start ?? subscription.start_date;
  const days = subscription.trial_end ? Math.round((subscription.trial_end - start) / 86_400) : TRIAL_DAYS;
  return fixedT(language, PAYMENT)(`paymentPage.statuses.${status as PaymentStatus}`, { days });
}

/** A day in the customer's language ("1 décembre 2026"). */
const day = (seconds: number, language: Language) =>
  new Date(seconds * 1000).toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });

/** The closed page, for a checkout or a portal that is no longer there. */
export function closedView(title = 'RisqueVision'): PaymentPageView {
  return {
    language: 'fr',
    title,
    body: `<h1>${escape(payment.fr.paymentPage.closed)}</h1><p><a href="/">RisqueVision</a></p>`,
  };
}

/** The checkout page: plan by name, price, trial, Pay. */
export function checkoutView(checkout: LocalCheckout): PaymentPageView {
  const language = isLanguage(checkout.language) ? checkout.language : 'fr';
  const words = payment[language].paymentPage;
  const plan = planOf(checkout.plan);
  const price = formatPrice(plan.prices[checkout.billing], plan.currency, language);
  const period = checkout.billing === 'annual' ? words.perYear : words.perMonth;
  const trial =
    checkout.trialDays > 0
      ? fixedT(language, PAYMENT)('paymentPage.trial', {
          days: checkout.trialDays,
          price: `${price} ${period}`,
        })
      : words.noTrial;
  return {
    language,
    title: words.title,
    body: `<h1>${escape(words.title)}</h1><p class="note">${escape(checkout.email)}</p>
<dl><dt>${escape(words.plan)}</dt><dd data-testid="plan" data-plan="${escape(checkout.plan)}">${escape(planLabel(checkout.plan, language))}</dd><dt>${escape(words.price)}</dt><dd data-testid="price">${escape(`${price} ${period}`)}</dd></dl>
<p data-testid="trial">${escape(trial)}</p>
<form method="post" action="/local-checkout/${encodeURIComponent(checkout.id)}/pay"><button type="submit">${escape(words.pay)}</button></form>
<p><a href="${escape(checkout.cancelUrl)}">${escape(words.cancel)}</a></p>`,
  };
}

/** The customer portal: plan by name, status in words, the first charge of a trial or the period's end. */
export function portalView(
  subscription: Stripe.Subscription,
  customerId: string,
  returnUrl: string,
): PaymentPageView {
  // The customer's language, chosen at checkout.
  const language = isLanguage(subscription.metadata?.language) ? subscription.metadata.language : 'fr';
  const words = payment[language].paymentPage;
  // In a trial, the period's end is the first charge: said so, rather than an end.
  const trialEnd = subscription.status === 'trialing' ? subscription.trial_end : null;
  const end = trialEnd ?? subscription.items.data[0]?.current_period_end ?? 0;
  const action = subscription.cancel_at_period_end ? 'resume' : 'cancel';
  return {
    language,
    title: words.portal,
    body: `<h1>${escape(words.portal)}</h1><dl><dt>${escape(words.plan)}</dt><dd data-testid="plan" data-subscription-id="${escape(subscription.id)}">${escape(planLabel(String(subscription.metadata?.plan ?? ''), language))}</dd>
<dt>${escape(words.status)}</dt><dd data-testid="status" data-status="${escape(subscription.status)}">${escape(statusLabel(subscription, language))}${subscription.cancel_at_period_end ? ` — ${escape(words.endsAt)}` : ''}</dd>
<dt>${escape(trialEnd ? words.firstCharge : words.periodEnd)}</dt><dd data-testid="period-end">${escape(day(end, language))}</dd></dl>
<form method="post" action="/local-portal/${encodeURIComponent(customerId)}/${action}?return=${encodeURIComponent(returnUrl)}"><button type="submit">${escape(action === 'cancel' ? words.cancelAtEnd : words.resume)}</button></form>
<p><a href="${escape(returnUrl)}">${escape(words.back)}</a></p>`,
  };
}
