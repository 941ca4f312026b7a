import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Stripe from 'stripe';
import { DATA_DIR, MAILBOX_URL } from '../playwright.config';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@exemple.ca`;

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/** The newest mail to an address in the stack's local mailbox, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, count = 1): Promise<StoredMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { emails } = (await (await request.get(`${MAILBOX_URL}/store`)).json()) as { emails: StoredMail[] };
    const mine = emails.filter((m) => m.destination.to.some((address) => address.includes(to)));
    if (mine.length >= count) return mine.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The app link of a mail, made relative so the page opens it on the test origin. */
export function linkIn(mail: StoredMail, path: string): string {
  const match = mail.body.text?.match(new RegExp(`https?://\\S+${path}\\S*`));
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A verified advisor in trial, made through the API (checkout, payment, setup, e-mail link). */
export function verifiedAdvisor(request: APIRequestContext, password = 'journey-password-1') {
  return verifiedSubscriber(request, 'conseiller_sst_pro', password);
}

/** A verified subscriber of a Canadian plan (an adviser, a pack's owner), made through the API. */
export async function verifiedSubscriber(
  request: APIRequestContext,
  plan: 'conseiller_sst_pro' | 'pack_entreprise_5' | 'pack_entreprise_10' | 'pack_entreprise_20',
  password = 'journey-password-1',
  billing: 'monthly' | 'annual' = 'monthly',
) {
  const email = uniqueEmail(plan === 'conseiller_sst_pro' ? 'advisor' : 'owner');
  const checkout = await (
    await request.post('/api/create-checkout', {
      data: { email, plan, billing },
    })
  ).json();
  const paid = await request.post(`${checkout.checkoutUrl}/pay`, { maxRedirects: 0 });
  const sessionId = new URL(paid.headers().location!).searchParams.get('session_id');
  const setup = await request.post('/api/conseiller/setup-account', { data: { email, password, sessionId } });
  if (setup.status() !== 201) throw new Error(`setup failed: ${await setup.text()}`);
  await request.get(
    `/api/auth/verify-email?token=${new URL(`http://x${linkIn(await latestMail(request, email), '/verify-email')}`).searchParams.get('token')}`,
  );
  // The provider ids are not shown to the browser: the local portal page names them.
  const { url } = await (await request.post('/api/manage-subscription', { data: {} })).json();
  const portal = await (await request.get(url)).text();
  await request.post('/api/logout', { data: {} });
  return {
    email,
    password,
    subscriptionId: portal.match(/data-subscription-id="([^"]+)"/)![1]!,
    customerId: decodeURIComponent(new URL(url).pathname.split('/')[2]!),
  };
}

/** Delivers a provider event signed with the stack's webhook secret. */
export async function deliverEvent(request: APIRequestContext, type: string, object: unknown) {
  const secret = readFileSync(join(DATA_DIR, 'payment-webhook-secret'), 'utf8').trim();
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000) + 5,
    data: { object },
  });
  const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload, secret });
  const answer = await request.post('/api/stripe/webhook', {
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    data: payload,
  });
  if (!answer.ok()) throw new Error(`webhook answered ${answer.status()}`);
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
