import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { inject } from 'vitest';
import { appUrl, call } from './http';

const stripeTools = new Stripe('sk_test_signing_only');

export const uniqueEmail = (label = 'client') => `${label}-${randomUUID().slice(0, 8)}@test.local`;

/** The `name=value` part of a cookie a response set, or '' when it set none. */
export function cookieNamed(headers: Headers, name: string): string {
  return (
    headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0] ?? ''
  );
}

/** Opens a checkout; `cookie` is the browser's (a signed-in account renewing). */
export async function openCheckout(
  email: string,
  plan = 'conseiller_sst_pro',
  billing = 'monthly',
  language = 'fr',
  cookie?: string,
) {
  const answer = await call('/api/create-checkout', {
    method: 'POST',
    body: { email, plan, billing, language },
    cookie,
  });
  if (answer.status !== 200)
    throw new Error(`create-checkout answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  // The checkout nonce: the browser that started the checkout sends it back to set up.
  const nonceCookie = cookieNamed(answer.headers, 'rv_checkout');
  return { ...(answer.json as { checkoutUrl: string; trial: boolean }), nonceCookie };
}

/** Clicks Pay on the local payment page; returns where the browser would be sent. */
export async function pay(checkoutUrl: string): Promise<URL> {
  const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  if (response.status !== 303) throw new Error(`Pay answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

/** Checkout, payment and account setup: a signed-in new customer with an unverified address. */
export async function newCustomer(email = uniqueEmail(), password = 'first-password-1') {
  const { checkoutUrl, nonceCookie } = await openCheckout(email);
  const sessionId = (await pay(checkoutUrl)).searchParams.get('session_id')!;
  const setup = await call('/api/conseiller/setup-account', {
    method: 'POST',
    body: { email, password, sessionId },
    cookie: nonceCookie,
  });
  if (setup.status !== 201) throw new Error(`setup answered ${setup.status}: ${JSON.stringify(setup.json)}`);
  const cookie = cookieNamed(setup.headers, 'rv_session');
  return { email, password, sessionId, cookie, user: setup.json.user as { id: string } };
}

/** Posts an event signed with the webhook secret, as the provider would. */
export async function deliverEvent(
  type: string,
  object: unknown,
  created = Math.floor(Date.now() / 1000),
  id = `evt_${randomUUID()}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object } });
  const signature = stripeTools.webhooks.generateTestHeaderString({
    payload,
    secret: process.env.STRIPE_WEBHOOK_SECRET!,
  });
  const response = await fetch(`${appUrl()}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, id };
}

/** A subscription object in the provider's shape, for hand-made events. */
export function subscriptionObject(
  id: string,
  customer: string,
  status: string,
  periodEndSeconds: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    trial_end: status === 'trialing' ? periodEndSeconds : null,
    metadata: { plan: 'conseiller_sst_pro', billing: 'monthly' },
    items: { object: 'list', data: [{ id: `${id}_item`, current_period_end: periodEndSeconds }] },
    ...extra,
  };
}

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string; html?: string };
}

/** The newest message to an address in the local mailbox, waiting briefly for it. */
// Some mails go through the jobs queue, shared with analyses and library reading: allow a busy worker.
export async function latestMail(to: string, deadlineMs = 30_000): Promise<StoredMail> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const { emails } = (await (await fetch(`${inject('stack').mailboxUrl}/store`)).json()) as {
      emails: StoredMail[];
    };
    const found = emails.filter((m) => m.destination.to.some((address) => address.includes(to))).at(-1);
    if (found) return found;
    if (Date.now() > end) throw new Error(`No mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function mailsTo(to: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${inject('stack').mailboxUrl}/store`)).json()) as {
    emails: StoredMail[];
  };
  return emails.filter((m) => m.destination.to.some((address) => address.includes(to)));
}

/** The first link of a mail that points at `path` on the app. */
export function linkIn(mail: StoredMail, path: string): URL {
  const match = mail.body.text?.match(new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\S*`));
  if (!match) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

/** A new customer whose address is verified through the e-mailed link. */
export async function verifiedCustomer() {
  const customer = await newCustomer();
  const link = linkIn(await latestMail(customer.email), '/verify-email');
  const verified = await call(`/api/auth/verify-email${link.search}`);
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  return customer;
}
