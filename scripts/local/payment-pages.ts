import payment from '#shared/i18n/payment';
import { fixedT } from '#shared/i18n/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml as escape } from '#shared/html';
import { isLanguage, type Language } from '#shared/languages';
import {
  formatPrice,
  PLAN_IDS,
  PLAN_PRODUCT_NAMES,
  planOf,
  TRIAL_DAYS,
  type TranslatedPlanId,
} from '#shared/plans';
import { payments } from '#adapters/payments';
import { LocalPayments } from '#adapters/payments/local';

/**
 * The local stand-ins for the provider's hosted pages: the checkout page (its Pay button
 * completes the session and delivers signed events to the real webhook) and the customer
 * portal. Served by the local gateway only when no Stripe key is configured.
 */
function page(res: ServerResponse, status: number, language: Language, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a}main{max-width:440px;margin:40px auto;padding:0 16px}
section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}h1{font-size:20px;margin:0 0 4px}.note{color:#64748b;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}dt{color:#64748b}dd{margin:0;font-weight:600}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#1e3a5f;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
a{color:#1e3a5f}.secondary{background:#fff;color:#1e3a5f;border:1px solid #1e3a5f;margin-top:8px}</style></head>
<body><main><p class="note">${escape(payment[language].paymentPage.banner)}</p><section>${body}</section></main></body></html>`);
}

async function checkoutPage(res: ServerResponse, local: LocalPayments, id: string): Promise<void> {
  const checkout = await local.getCheckout(id);
  if (!checkout || checkout.status !== 'open') {
    return page(
      res,
      404,
      'fr',
      'RisqueVision',
      `<h1>${escape(payment.fr.paymentPage.closed)}</h1><p><a href="/">RisqueVision</a></p>`,
    );
  }
  const language = isLanguage(checkout.language) ? checkout.language : 'fr';
  const words = payment[language].paymentPage;
  const plan = planOf(checkout.plan);
  const price = formatPrice(plan.prices[checkout.billing], plan.currency, language);
  const period = checkout.billing === 'annual' ? words.perYear : words.perMonth;
  const trial =
    checkout.trialDays > 0
      ? fixedT(language, 'payment')('paymentPage.trial', { days: TRIAL_DAYS, price: `${price} ${period}` })
      : words.noTrial;
  page(
    res,
    200,
    language,
    words.title,
    `<h1>${escape(words.title)}</h1><p class="note">${escape(checkout.email)}</p>
<dl><dt>${escape(words.plan)}</dt><dd data-testid="plan" data-plan="${escape(checkout.plan)}">${escape(planLabel(checkout.plan, language))}</dd><dt>${escape(words.price)}</dt><dd data-testid="price">${escape(`${price} ${period}`)}</dd></dl>
<p data-testid="trial">${escape(trial)}</p>
<form method="post" action="/local-checkout/${encodeURIComponent(id)}/pay"><button type="submit">${escape(words.pay)}</button></form>
<p><a href="${escape(checkout.cancelUrl)}">${escape(words.cancel)}</a></p>`,
  );
}

/** A plan as a customer reads it: its product or translated name, never its id. */
function planLabel(id: string, language: Language): string {
  if (!(PLAN_IDS as readonly string[]).includes(id)) return id;
  return id in PLAN_PRODUCT_NAMES
    ? PLAN_PRODUCT_NAMES[id as keyof typeof PLAN_PRODUCT_NAMES]
    : fixedT(language, 'plans')(`plans.names.${id as TranslatedPlanId}`);
}

/** A subscription status in words ("Essai gratuit en cours", not "trialing"). */
function statusLabel(status: string, words: Record<string, string>): string {
  return words[status] ?? status;
}

async function portalPage(
  res: ServerResponse,
  local: LocalPayments,
  customerId: string,
  returnUrl: string,
): Promise<void> {
  const subscription = await local.subscriptionOfCustomer(customerId);
  const words = payment.fr.paymentPage;
  if (!subscription) return page(res, 404, 'fr', words.portal, `<h1>${escape(words.closed)}</h1>`);
  const end = subscription.items.data[0]?.current_period_end ?? 0;
  const action = subscription.cancel_at_period_end ? 'resume' : 'cancel';
  page(
    res,
    200,
    'fr',
    words.portal,
    `<h1>${escape(words.portal)}</h1><dl><dt>${escape(words.plan)}</dt><dd data-subscription-id="${escape(subscription.id)}">${escape(planLabel(String(subscription.metadata?.plan ?? ''), 'fr'))}</dd>
<dt>${escape(words.status)}</dt><dd data-testid="status" data-status="${escape(subscription.status)}">${escape(statusLabel(subscription.status, words.statuses))}${subscription.cancel_at_period_end ? ` — ${escape(words.endsAt)}` : ''}</dd>
<dt>${escape(words.periodEnd)}</dt><dd>${escape(new Date(end * 1000).toLocaleDateString('fr-CA'))}</dd></dl>
<form method="post" action="/local-portal/${encodeURIComponent(customerId)}/${action}?return=${encodeURIComponent(returnUrl)}"><button type="submit">${escape(action === 'cancel' ? words.cancelAtEnd : words.resume)}</button></form>
<p><a href="${escape(returnUrl)}">${escape(words.back)}</a></p>`,
  );
}

/** Returns true when the request was one of the local payment pages. */
export function localPaymentPages(appOrigin: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const provider = payments();
    if (!(provider instanceof LocalPayments)) return false;
    const url = new URL(req.url ?? '/', appOrigin);
    const returnParam = url.searchParams.get('return') ?? '/';
    const returnUrl = returnParam.startsWith(appOrigin) ? returnParam : appOrigin;
    const [, area, id = '', action] = url.pathname.split('/').map(decodeURIComponent);
    if (area === 'local-checkout' && req.method === 'GET' && !action)
      return checkoutPage(res, provider, id).then(() => true);
    if (area === 'local-checkout' && req.method === 'POST' && action === 'pay') {
      try {
        const next = await provider.completeCheckout(id);
        res.writeHead(303, { location: next });
        res.end();
      } catch (error) {
        page(res, 409, 'fr', 'RisqueVision', `<h1>${escape((error as Error).message)}</h1>`);
      }
      return true;
    }
    if (area === 'local-portal' && req.method === 'GET' && !action)
      return portalPage(res, provider, id, returnUrl).then(() => true);
    if (area === 'local-portal' && req.method === 'POST' && (action === 'cancel' || action === 'resume')) {
      const subscription = await provider.subscriptionOfCustomer(id);
      if (subscription && action === 'cancel') await provider.cancelAtPeriodEnd(subscription.id);
      if (subscription && action === 'resume') await provider.resume(subscription.id);
      res.writeHead(303, {
        location: `/local-portal/${encodeURIComponent(id)}?return=${encodeURIComponent(returnUrl)}`,
      });
      res.end();
      return true;
    }
    return false;
  };
}
