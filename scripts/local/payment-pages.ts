import type { IncomingMessage, ServerResponse } from 'node:http';
import payment from '#shared/i18n/payment';
import { escapeHtml as escape } from '#shared/html';
import { payments } from '#adapters/payments';
import { LocalPayments } from '#adapters/payments/local';
import { checkoutView, closedView, portalView, type PaymentPageView } from './payment-page-views';

/**
 * The local stand-ins for the provider's hosted pages: the checkout page (its Pay button
 * completes the session and delivers signed events to the real webhook) and the customer
 * portal. Served by the local gateway only when no Stripe key is configured.
 */
function page(res: ServerResponse, status: number, { language, title, body }: PaymentPageView): void {
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
  if (!checkout || checkout.status !== 'open') return page(res, 404, closedView());
  page(res, 200, checkoutView(checkout));
}

async function portalPage(
  res: ServerResponse,
  local: LocalPayments,
  customerId: string,
  returnUrl: string,
): Promise<void> {
  const subscription = await local.subscriptionOfCustomer(customerId);
  if (!subscription) return page(res, 404, closedView(payment.fr.paymentPage.portal));
  page(res, 200, portalView(subscription, customerId, returnUrl));
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
        page(res, 409, {
          language: 'fr',
          title: 'RisqueVision',
          body: `<h1>${escape((error as Error).message)}</h1>`,
        });
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
