import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { updateUnfinishedAnalysis } from '#adapters/table/analyses';
import { KEPT_ETAG_HEADER } from '#shared/kept-etag';
import { table } from '#adapters/table/client';
import { handler as analysisStatus } from '#functions/http/analysis/analysis-status';
import { lambdaContext } from '../../scripts/local/lambda-context';
import { frenchAnalysis } from '../fixtures/report-analyses';
import { call } from './support/http';
import { storedAnalysis } from './support/stored-analysis';
import { makeUser, sessionCookieFor } from './support/users';

/** GET /api/analysis/{id} as the results screen polls it: ETag, If-None-Match, 304. */

async function adviser() {
  const user = await makeUser();
  return { user, cookie: await sessionCookieFor(user.id) };
}

const poll = (cookie: string, id: string, headers: Record<string, string> = {}) =>
  call(`/api/analysis/${id}`, { cookie, headers: { 'accept-language': 'fr', ...headers } });

describe('polling a finished analysis', () => {
  it('answers with a weak ETag the browser may keep, then 304 while nothing changed', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis(), 'done', 'Quai', [
      ...Array.from({ length: 3 }, () => new Uint8Array([0xff, 0xd8, 0xff, 0xd9])),
    ]);
    const first = await poll(me.cookie, id);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.json).toMatchObject({ analysisId: id, status: 'done' });
    expect(first.json.photos).toHaveLength(3);

    const unchanged = await poll(me.cookie, id, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.json).toEqual({});
    expect(unchanged.headers.get('etag')).toBe(etag);
    // Listed among others, or sent strong by a proxy that dropped W/, it still matches.
    expect((await poll(me.cookie, id, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await poll(me.cookie, id, { 'if-none-match': etag.slice(2) })).status).toBe(304);

    // The same answer, photo links included (signed once per window), whether asked with a stale ETag or none.
    const stale = await poll(me.cookie, id, { 'if-none-match': 'W/"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(etag);
    expect(stale.json).toEqual(first.json);
  });

  it('answers 200 with a new ETag after a workbench change, and in another language', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const first = await poll(me.cookie, id);
    const etag = first.headers.get('etag')!;

    const english = await poll(me.cookie, id, { 'accept-language': 'en', 'if-none-match': etag });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);

    const saved = await call(`/api/analyses/${id}`, {
      method: 'PATCH',
      cookie: me.cookie,
      body: { selectedRisks: ['SST_001'] },
    });
    expect(saved.status).toBe(200);
    const changed = await poll(me.cookie, id, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.json.workbench).toMatchObject({ selectedRisks: ['SST_001'] });
    const next = changed.headers.get('etag')!;
    expect(next).not.toBe(etag);
    expect((await poll(me.cookie, id, { 'if-none-match': next })).status).toBe(304);
  });

  it('changes the ETag when the profile the report cover falls back on changes', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const etag = (await poll(me.cookie, id)).headers.get('etag')!;
    const profile = await call('/api/profile/report', {
      method: 'PUT',
      cookie: me.cookie,
      body: { adviserName: 'Julie Tremblay' },
    });
    expect(profile.status).toBe(200);
    const after = await poll(me.cookie, id, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.json.workbench).toMatchObject({ report: { adviserName: 'Julie Tremblay' } });
  });

  it('still answers 404 to another user who sends the owner’s ETag', async () => {
    const me = await adviser();
    const stranger = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const etag = (await poll(me.cookie, id)).headers.get('etag')!;
    const answer = await poll(stranger.cookie, id, { 'if-none-match': etag });
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe('notFound');
  });
});

describe('polling with the screen’s own ETag header (CloudFront does not pass If-None-Match on)', () => {
  it('answers 304 to that header alone when it names the current answer, 200 otherwise', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const first = await poll(me.cookie, id);
    const etag = first.headers.get('etag')!;

    const unchanged = await poll(me.cookie, id, { [KEPT_ETAG_HEADER]: etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private, no-cache');

    const wrong = await poll(me.cookie, id, { [KEPT_ETAG_HEADER]: 'W/"stale"' });
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get('cache-control')).toBe('private, no-cache');
    expect(wrong.json).toEqual(first.json);
  });

  it('goes by If-None-Match when both come: the browser would reuse the copy that one names', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const etag = (await poll(me.cookie, id)).headers.get('etag')!;
    const both = { 'if-none-match': 'W/"stale"', [KEPT_ETAG_HEADER]: etag };
    expect((await poll(me.cookie, id, both)).status).toBe(200);
  });

  it('still answers 404 to another user who sends the owner’s ETag in it', async () => {
    const me = await adviser();
    const stranger = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const etag = (await poll(me.cookie, id)).headers.get('etag')!;
    expect((await poll(stranger.cookie, id, { [KEPT_ETAG_HEADER]: etag })).status).toBe(404);
  });
});

describe('polling a running analysis', () => {
  it('answers 304 between two steps and 200 when the worker moves on', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis(), 'analyzing');
    const first = await poll(me.cookie, id);
    const etag = first.headers.get('etag')!;
    expect(first.json).toMatchObject({ status: 'analyzing', analysis: null, photos: [] });
    expect((await poll(me.cookie, id, { 'if-none-match': etag })).status).toBe(304);

    await updateUnfinishedAnalysis(id, { progress: 80, step: 'analyzing' });
    const moved = await poll(me.cookie, id, { 'if-none-match': etag });
    expect(moved.status).toBe(200);
    expect(moved.json.progress).toBe(80);
  });
});

describe('the cost of a poll', () => {
  /** GET /api/analysis/{id} straight to its function, as API Gateway hands it over. */
  function pollEvent(id: string, cookie: string, etag: string): APIGatewayProxyEventV2 {
    return {
      version: '2.0',
      routeKey: 'GET /api/analysis/{id}',
      rawPath: `/api/analysis/${id}`,
      rawQueryString: '',
      cookies: [cookie],
      headers: { 'accept-language': 'fr', 'if-none-match': etag },
      pathParameters: { id },
      requestContext: {
        requestId: randomUUID(),
        http: { method: 'GET', path: `/api/analysis/${id}`, sourceIp: '127.0.0.1' },
      } as APIGatewayProxyEventV2['requestContext'],
      isBase64Encoded: false,
    };
  }

  it('reads the analysis with the session: an unchanged poll is one round trip to the table', async () => {
    const me = await adviser();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const etag = (await poll(me.cookie, id)).headers.get('etag')!;
    const commands: string[] = [];
    const counter = table().middlewareStack;
    counter.add(
      (next, context) => (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countTableCalls' },
    );
    try {
      const answer = await analysisStatus(
        pollEvent(id, me.cookie, etag),
        lambdaContext('analysisStatus', 10) as never,
      );
      expect(answer.statusCode).toBe(304);
      expect(commands).toEqual(['BatchGetItemCommand']);
      // Another's analysis, read ahead all the same, is still refused.
      const other = await adviser();
      commands.length = 0;
      const refused = await analysisStatus(
        pollEvent(id, other.cookie, etag),
        lambdaContext('analysisStatus', 10) as never,
      );
      expect(refused.statusCode).toBe(404);
    } finally {
      counter.remove('countTableCalls');
    }
  });
});
