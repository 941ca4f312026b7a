import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_FRESH_READ_INTERVAL_MS, resetSecretsForTests } from '#adapters/secrets';
import { resetConfigForTests } from '#functions/config';
import { handler as authCheck } from '#functions/http/account/auth-check';
import { ORIGIN_VERIFY_HEADER } from '#functions/middleware/origin-check';
import { ERROR_MESSAGES } from '#shared/i18n/errors';
import { testConfig } from './support/config';
import { capturedLogRecords } from './support/log-records';

const ORIGIN_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:origin-verify';
/** 48 letters and digits, like the secret CloudFormation generates. */
const SECRET = 'Q7kT2pLx9VbN4mRz8WcY1hJd6FsG3aEu5KoP0iXnBvMqZtRw';
const ROTATED = 'Hn3Vq8ZpK1wLr6TbY9mXc2SdF7gJa4EuN0oPiQsBkMvRzWtA';
const secretsManager = mockClient(SecretsManagerClient);

/** As in AWS: the origin secret's ARN in the environment, never its value. */
function awsConfig(): void {
  testConfig();
  Object.assign(process.env, { APP_ENV: 'aws', ORIGIN_VERIFY_SECRET_ARN: ORIGIN_ARN });
  resetConfigForTests();
  resetSecretsForTests();
}

/** `GET /api/auth/check` with no session: a public route that reads nothing when it runs. */
function request(headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/auth/check',
    rawPath: '/api/auth/check',
    rawQueryString: '',
    headers: { 'accept-language': 'en', ...headers },
    requestContext: {
      requestId: 'req-1',
      http: { method: 'GET', path: '/api/auth/check', sourceIp: '203.0.113.7' },
    } as APIGatewayProxyEventV2['requestContext'],
    isBase64Encoded: false,
  };
}

/** A new context per invocation, as Lambda gives (the chain keeps its request state there). */
const call = (headers?: Record<string, string>) =>
  authCheck(request(headers), {} as Parameters<typeof authCheck>[1]);
const readsOfSecret = () =>
  secretsManager.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input.SecretId);

beforeEach(() => {
  secretsManager.reset();
  secretsManager.on(GetSecretValueCommand, { SecretId: ORIGIN_ARN }).resolves({ SecretString: SECRET });
  awsConfig();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete process.env.ORIGIN_VERIFY_SECRET_ARN;
  testConfig();
  resetSecretsForTests();
});

function expectRefused(result: Awaited<ReturnType<typeof call>>, language: 'en' | 'fr' = 'en'): void {
  expect(result.statusCode).toBe(403);
  const message = ERROR_MESSAGES.directAccessRefused[language];
  expect(JSON.parse(result.body!)).toEqual({ error: message, code: 'directAccessRefused', message });
  // A normal API error: JSON, uncached, with the security headers.
  expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
  expect(result.headers?.['cache-control']).toBe('no-store');
  expect(result.headers?.['x-content-type-options']).toBe('nosniff');
  expect(result.headers?.['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('origin check (requests must come through CloudFront)', () => {
  it('accepts a request carrying the secret CloudFront sends, read by ARN', async () => {
    const result = await call({ [ORIGIN_VERIFY_HEADER]: SECRET });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ authenticated: false, user: null });
    expect(readsOfSecret()).toEqual([ORIGIN_ARN]);
  });

  it('serves later requests from the five-minute cache', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call({ [ORIGIN_VERIFY_HEADER]: SECRET })).statusCode).toBe(200);
    }
    expect(readsOfSecret()).toHaveLength(1);
  });

  it('refuses a request without the header with 403 directAccessRefused, in the caller language', async () => {
    const records = capturedLogRecords();
    const result = await call({ 'accept-language': 'fr-CA' });
    const logged = records();
    vi.restoreAllMocks();

    expectRefused(result, 'fr');
    // Nothing to compare: Secrets Manager is not even asked.
    expect(readsOfSecret()).toEqual([]);
    const warnings = logged.filter((record) => record.level === 'WARN');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ route: 'authCheck', originHeader: 'missing' });
  });

  it('refuses an empty header', async () => {
    expectRefused(await call({ [ORIGIN_VERIFY_HEADER]: '' }));
  });

  it('refuses a wrong value of the same length and never logs the value sent or expected', async () => {
    const wrong = 'x'.repeat(SECRET.length);
    const records = capturedLogRecords();
    const result = await call({ [ORIGIN_VERIFY_HEADER]: wrong });
    const logged = records();
    vi.restoreAllMocks();

    expectRefused(result);
    const warnings = logged.filter((record) => record.level === 'WARN');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ originHeader: 'mismatch', sourceIp: '203.0.113.7' });
    const text = JSON.stringify(logged);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(SECRET);
  });

  it('refuses a shorter value (a prefix of the secret) and a longer one', async () => {
    expectRefused(await call({ [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, 24) }));
    expectRefused(await call({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }));
  });

  it('re-reads the secret once, bypassing the cache, before refusing a mismatch', async () => {
    expectRefused(await call({ [ORIGIN_VERIFY_HEADER]: 'y'.repeat(SECRET.length) }));
    // The cached read, then one forced read: not two, not one per retry.
    expect(readsOfSecret()).toEqual([ORIGIN_ARN, ORIGIN_ARN]);
  });

  it('accepts a rotated value at once: the forced re-read finds it and refreshes the cache', async () => {
    secretsManager
      .on(GetSecretValueCommand, { SecretId: ORIGIN_ARN })
      .resolvesOnce({ SecretString: SECRET })
      .resolves({ SecretString: ROTATED });
    // A warm function: the old value is in its cache.
    expect((await call({ [ORIGIN_VERIFY_HEADER]: SECRET })).statusCode).toBe(200);

    // The secret rotates and CloudFront starts sending the new value.
    expect((await call({ [ORIGIN_VERIFY_HEADER]: ROTATED })).statusCode).toBe(200);
    expect(readsOfSecret()).toHaveLength(2);
    // The cache now holds the new value; the old one is refused.
    expect((await call({ [ORIGIN_VERIFY_HEADER]: ROTATED })).statusCode).toBe(200);
    expect(readsOfSecret()).toHaveLength(2);
  });

  it('forces at most one re-read per interval, so a flood of wrong headers is not a flood of reads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wrong = { [ORIGIN_VERIFY_HEADER]: 'z'.repeat(SECRET.length) };
    expectRefused(await call(wrong));
    expectRefused(await call(wrong));
    expectRefused(await call(wrong));
    expect(readsOfSecret()).toHaveLength(2);

    vi.advanceTimersByTime(ORIGIN_VERIFY_FRESH_READ_INTERVAL_MS);
    expectRefused(await call(wrong));
    expect(readsOfSecret()).toHaveLength(3);
  });

  it('reads the header whatever the case of its name', async () => {
    expect((await call({ 'X-Origin-Verify': SECRET })).statusCode).toBe(200);
  });

  it('checks nothing locally: the local gateway is the only way in and there is no secret', async () => {
    testConfig();
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    resetConfigForTests();
    const result = await call();
    expect(result.statusCode).toBe(200);
    expect(readsOfSecret()).toEqual([]);
  });
});
