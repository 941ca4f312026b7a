import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { version } from '../../package.json';
import { PROBES_KEPT_MS } from '#functions/http/admin/engine-health';
import {
  chosenEncoding,
  COMPRESS_FROM_BYTES,
  MAX_LAMBDA_RESPONSE_BYTES,
  startGateway,
} from '../../scripts/local/gateway';
import { TEST_PASSWORD, makeUser, sessionCookieFor } from './support/users';
import { appUrl, call, sessionCookieOf } from './support/http';

/** The answer's bytes as they travel (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${appUrl()}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('local gateway', () => {
  it('answers the public health check without probing anything: the function runs, in its version', async () => {
    const health = await call('/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok', version });
  });

  it('probes every engine for administrators only, and keeps the probes for a while', async () => {
    const admin = await sessionCookieFor((await makeUser({ role: 'admin' })).id);
    const advisor = await sessionCookieFor((await makeUser()).id);
    expect((await call('/api/admin/health')).status).toBe(401);
    expect((await call('/api/admin/health', { cookie: advisor })).status).toBe(403);

    const first = await call('/api/admin/health', { cookie: admin });
    const again = await call('/api/admin/health', { cookie: admin });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      status: 'ok',
      engines: {
        table: { healthy: true },
        objects: { healthy: true },
        queue: { healthy: true },
        mail: { healthy: true },
      },
      checkedAt: expect.any(String),
    });
    // Within PROBES_KEPT_MS the same probes answer: no AWS call per request.
    expect(again.json.checkedAt).toBe(first.json.checkedAt);
    expect(Date.now() - Date.parse(String(first.json.checkedAt))).toBeLessThan(PROBES_KEPT_MS);
  });

  it('compresses JSON answers of 1,000 bytes and more as asked (brotli, gzip), identity otherwise', async () => {
    const path = '/api/provincial-regulations/QC';
    const plain = await rawGet(path, {});
    const identity = await rawGet(path, { 'accept-encoding': 'identity' });
    const gzipped = await rawGet(path, { 'accept-encoding': 'gzip, deflate' });
    const brotli = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const refused = await rawGet(path, { 'accept-encoding': 'br;q=0, gzip' });

    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    for (const answer of [plain, identity]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(plain.body)).toBe(true);
    }
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(refused.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, identity, gzipped, brotli]) {
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);

    // A small answer goes as it is, whatever the browser accepts.
    const small = await rawGet('/api/auth/check', { 'accept-encoding': 'gzip, br' });
    expect(small.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ authenticated: false, user: null });
  });

  it('picks brotli, then gzip, from Accept-Encoding, honouring q=0', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });

  it('answers unknown API paths and wrong methods with JSON errors', async () => {
    const missing = await call('/api/no-such-route');
    const wrongMethod = await call('/api/login', { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('routeNotFound');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json.code).toBe('methodNotAllowed');
  });

  it('puts the security headers on API answers, errors included', async () => {
    const ok = await call('/api/auth/check');
    const refused = await call('/api/logout', { method: 'POST' });
    expect(refused.status).toBe(401);
    for (const { headers } of [ok, refused]) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a body over the API Gateway limit with 413', async () => {
    const answer = await call('/api/login', { method: 'POST', body: 'x'.repeat(11 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.json.code).toBe('payloadTooLarge');
  });

  it("answers a URL over CloudFront's 8,192 bytes with 414, even one of a megabyte", async () => {
    const fits = await call(`/api/health?pad=${'x'.repeat(8000)}`);
    expect(fits.status).toBe(200);
    for (const length of [8300, 1_100_000]) {
      const answer = await call(`/api/regulations?language=${'x'.repeat(length)}`);
      expect(answer.status, String(length)).toBe(414);
      expect(answer.json.code).toBe('payloadTooLarge');
    }
  });

  it('skips a cookie that does not decode and keeps the session beside it', async () => {
    const user = await makeUser();
    const session = await sessionCookieFor(user.id);

    const anonymous = await call('/api/auth/check', { cookie: 'promo=50%off' });
    const signedIn = await call('/api/current-user', { cookie: `promo=50%off; ${session}; theme=%E0%A4%A` });
    const login = await call('/api/login', {
      method: 'POST',
      cookie: 'promo=50%off',
      body: { email: user.email, password: TEST_PASSWORD },
    });

    expect(anonymous.status).toBe(200);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.email).toBe(user.email);
    expect(login.status).toBe(200);
    expect(sessionCookieOf(login.headers)).toMatch(/^rv_session=/);
  });

  it('answers 404 for path ids that cannot exist (too long, wrong characters, bad escapes)', async () => {
    const cookie = await sessionCookieFor((await makeUser()).id);
    const ids = ['a'.repeat(2100), 'x'.repeat(129), '..%2F..%2Fetc', 'id%00', '%E0%A4%A', 'é'.repeat(40)];
    for (const id of ids) {
      for (const path of [`/api/analysis/${id}`, `/api/analyses/${id}/pdf`]) {
        const answer = await call(path, { cookie });
        expect([path.slice(0, 40), answer.status, answer.json.code]).toEqual([
          path.slice(0, 40),
          404,
          'notFound',
        ]);
      }
      const deleted = await call(`/api/analyses/${id}`, { method: 'DELETE', cookie });
      expect(deleted.status).toBe(404);
      const session = await call(`/api/stripe/session/${id}`);
      expect(session.status).toBe(404);
    }
    const regulations = await call(`/api/provincial-regulations/${'Q'.repeat(3000)}`, { cookie });
    expect(regulations.status).toBe(404);
    // Anonymous callers still learn only that they must sign in.
    expect((await call(`/api/analysis/${'a'.repeat(2100)}`)).status).toBe(401);
  });

  it('answers 500 like API Gateway when a handler returns more than Lambda’s 6 MB', async () => {
    const gateway = await startGateway({
      port: 0,
      routes: [
        {
          id: 'sizedAnswer',
          method: 'GET',
          path: '/api/sized-answer',
          handler: '../test/fixtures/sized-answer-handler.ts',
          audience: 'public',
          permissions: [],
        },
      ],
      webDist: '/nonexistent',
      connectOrigins: [],
    });
    try {
      const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/sized-answer`;
      // Base64 makes the body 4/3 larger: 4 MB of bytes fit, 5 MB do not.
      const fits = await fetch(`${base}?bytes=${4 * 1024 * 1024}`);
      const tooLarge = await fetch(`${base}?bytes=${5 * 1024 * 1024}`);

      expect(fits.status).toBe(200);
      expect((await fits.arrayBuffer()).byteLength).toBe(4 * 1024 * 1024);
      expect(tooLarge.status).toBe(500);
      expect(((await tooLarge.json()) as { code: string }).code).toBe('internalError');
      expect(MAX_LAMBDA_RESPONSE_BYTES).toBe(6 * 1024 * 1024);
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
