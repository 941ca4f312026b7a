import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putObject } from '#adapters/objects';
import { LocalPayments } from '#adapters/payments/local';
import { analysisListKey, createAnalysis, listAnalysesByOwner } from '#adapters/table/analyses';
import { table, tableName } from '#adapters/table/client';
import { handler as paymentWebhook } from '#functions/http/billing/payment-webhook';
import { lambdaContext } from '../../scripts/local/lambda-context';
import { frenchAnalysis } from '../fixtures/report-analyses';
import { call } from './support/http';
import { deliverEvent, mailsTo, uniqueEmail } from './support/payments';
import { makeUser, sessionCookieFor } from './support/users';

afterEach(() => vi.restoreAllMocks());

const signer = new Stripe('sk_test_signing_only');

/** The provider's POST, as API Gateway hands it to the function. */
function webhookEvent(payload: string): APIGatewayProxyEventV2 {
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: process.env.STRIPE_WEBHOOK_SECRET!,
  });
  return {
    version: '2.0',
    routeKey: 'POST /api/stripe/webhook',
    rawPath: '/api/stripe/webhook',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    requestContext: {
      requestId: randomUUID(),
      http: { method: 'POST', path: '/api/stripe/webhook' },
    } as APIGatewayProxyEventV2['requestContext'],
    body: payload,
    isBase64Encoded: false,
  };
}

const invoice = (subscription: string) => ({
  id: `in_${randomUUID()}`,
  object: 'invoice',
  parent: { subscription_details: { subscription } },
});

/**
 * Delivers an `invoice.paid` event straight to the webhook function, whose call to the provider
 * never answers: the delivery hangs until its function's `timeoutSeconds` run out.
 */
function hangingDelivery(timeoutSeconds: number) {
  const id = `evt_${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const object = invoice(`sub_${randomUUID()}`);
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'invoice.paid',
    created,
    livemode: false,
    data: { object },
  });
  vi.spyOn(LocalPayments.prototype, 'getSubscription').mockImplementationOnce(() => new Promise(() => {}));
  void paymentWebhook(webhookEvent(payload), lambdaContext('paymentWebhook', timeoutSeconds) as never);
  return { id, created, object };
}

describe('payment webhook idempotency', () => {
  it('processes the retry of an event whose first delivery timed out after claiming it', async () => {
    // Prepare: the first delivery hangs on the provider until its function times out (300 ms).
    const { id, created, object } = hangingDelivery(0.3);
    await new Promise((resolve) => setTimeout(resolve, 800));

    // Act: the provider's retry (the local gateway, another function instance).
    const retry = await deliverEvent('invoice.paid', object, created, id);
    const replay = await deliverEvent('invoice.paid', object, created, id);

    // Assess
    expect(retry).toMatchObject({ status: 200, json: { received: true, duplicate: false } });
    expect(replay).toMatchObject({ status: 200, json: { received: true, duplicate: true } });
  });

  it('answers 409 to a redelivery while the first delivery is still running, so the provider retries later', async () => {
    const { id, created, object } = hangingDelivery(10);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const meanwhile = await deliverEvent('invoice.paid', object, created, id);

    expect(meanwhile.status).toBe(409);
    expect(meanwhile.json.code).toBe('requestInProgress');
  });

  it('does not keep a refused delivery: a bad signature, then the genuine event, is processed', async () => {
    const id = `evt_${randomUUID()}`;
    const object = invoice(`sub_${randomUUID()}`);
    const forged = await call('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=forged' },
      body: { id, object: 'event', type: 'invoice.paid', created: 1, livemode: false, data: { object } },
    });
    const genuine = await deliverEvent('invoice.paid', object, undefined, id);

    expect([forged.status, forged.json.code]).toEqual([400, 'invalidSignature']);
    expect(genuine).toMatchObject({ status: 200, json: { duplicate: false } });
  });
});

const NOTE = new TextEncoder().encode('Note : convoyeur sans protecteur près du quai.');

/** Presigns one text file; `put` uploads its bytes, as the browser does. */
async function presignNote(cookie: string) {
  const answer = await call('/api/uploads', {
    method: 'POST',
    cookie,
    body: { files: [{ name: 'note.txt', type: 'text/plain', size: NOTE.length }] },
  });
  const [target] = (
    answer.json as { uploads: { key: string; url: string; headers: Record<string, string> }[] }
  ).uploads;
  const put = () => fetch(target!.url, { method: 'PUT', headers: target!.headers, body: NOTE });
  return { file: { key: target!.key, name: 'note.txt' }, put };
}

async function uploadNote(cookie: string) {
  const { file, put } = await presignNote(cookie);
  await put();
  return file;
}

async function quotaUsed(key: string): Promise<number> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' } }),
  );
  return Number(Item?.used ?? 0);
}

describe('analysis double submit', () => {
  it('starts one analysis and takes one unit of quota for the same request sent twice', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const body = { files: [await uploadNote(cookie)], area: 'Quai de réception' };
    const send = () => call('/api/analyze-conseiller-sst', { method: 'POST', cookie, body });

    const first = await send();
    const second = await send();

    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.json.analysisId ?? second.json.id).toBe(first.json.analysisId ?? first.json.id);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect((await listAnalysesByOwner(analysisListKey(user), 10)).items).toHaveLength(1);
    expect(await quotaUsed(`${user.id}#day#${new Date().toISOString().slice(0, 10)}`)).toBe(1);
  });

  it('keeps two users sending the same body apart', async () => {
    const one = await makeUser();
    const two = await makeUser();
    const oneCookie = await sessionCookieFor(one.id);
    const twoCookie = await sessionCookieFor(two.id);
    // The same body: each user's own upload key is what the service checks, so both use one user's
    // key and the other is refused as a missing upload (400), proving the second request ran.
    const body = { files: [await uploadNote(oneCookie)], area: 'Quai' };
    const mine = await call('/api/analyze-conseiller-sst', { method: 'POST', cookie: oneCookie, body });
    const theirs = await call('/api/analyze-conseiller-sst', { method: 'POST', cookie: twoCookie, body });

    expect(mine.status).toBe(202);
    expect([theirs.status, theirs.json.code]).toEqual([400, 'uploadMissing']);
  });

  it('does not store a refusal: the corrected request runs', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const { file, put } = await presignNote(cookie);
    const body = { files: [file], area: 'Quai' };
    const refused = await call('/api/analyze-conseiller-sst', { method: 'POST', cookie, body });
    await put();
    const retried = await call('/api/analyze-conseiller-sst', { method: 'POST', cookie, body });

    expect([refused.status, refused.json.code]).toEqual([400, 'uploadMissing']);
    expect(retried.status).toBe(202);
    expect(retried.headers.get('idempotency-replayed')).toBeNull();
  });
});

describe('report e-mail double click', () => {
  async function analysisOf(userId: string) {
    const id = randomUUID();
    const result = frenchAnalysis();
    const resultKey = `results/${userId}/${id}.json`;
    await putObject(resultKey, JSON.stringify(result), 'application/json');
    const now = new Date().toISOString();
    await createAnalysis({
      id,
      userId,
      status: 'done',
      progress: 100,
      step: 'done',
      error: null,
      request: { files: [], area: 'Atelier', jurisdiction: result.jurisdiction, language: result.language },
      resultKey,
      previews: [],
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  it('sends one mail when the same report is sent twice in a row', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const analysisId = await analysisOf(user.id);
    const recipientEmail = uniqueEmail('double-click');
    const send = () =>
      call('/api/send-email', {
        method: 'POST',
        cookie,
        body: { analysisId, recipientEmail, selectedRisks: ['SST_001'] },
      });

    const statuses = [(await send()).status, (await send()).status];

    expect(statuses).toEqual([200, 200]);
    expect(await mailsTo(recipientEmail)).toHaveLength(1);
  });

  it('sends one mail for a true double click (two requests at once)', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const analysisId = await analysisOf(user.id);
    const recipientEmail = uniqueEmail('double-click');
    const send = () =>
      call(`/api/analyses/${analysisId}/send-email`, {
        method: 'POST',
        cookie,
        body: { recipientEmail, selectedRisks: ['SST_001'] },
      });

    const answers = await Promise.all([send(), send()]);

    // One runs; the other is either told to wait (409) or, if it came after, given the same answer.
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(recipientEmail)).toHaveLength(1);
  });

  it('sends again when the client says it is a new send (Idempotency-Key)', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const analysisId = await analysisOf(user.id);
    const recipientEmail = uniqueEmail('resend');
    const send = (key: string) =>
      call('/api/send-email', {
        method: 'POST',
        cookie,
        headers: { 'idempotency-key': key },
        body: { analysisId, recipientEmail, selectedRisks: ['SST_001'] },
      });

    expect([(await send('a')).status, (await send('b')).status]).toEqual([200, 200]);
    expect(await mailsTo(recipientEmail)).toHaveLength(2);
  });
});
