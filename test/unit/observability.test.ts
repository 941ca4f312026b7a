import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineHandler } from '#functions/middleware/define-handler';
import { observeUser } from '#functions/middleware/observe';
import type { HttpContext } from '#functions/middleware/types';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { healthRoute } from '#functions/routes';
import { testConfig } from './support/config';
import { capturedLogRecords } from './support/log-records';

// In a whole `vitest run` the integration stack's environment (metrics disabled, local mode) is
// inherited by this worker; Powertools reads it when the module loads, so clear it before imports.
vi.hoisted(() => {
  delete process.env.POWERTOOLS_METRICS_DISABLED;
  delete process.env.POWERTOOLS_DEV;
});

beforeAll(() => testConfig());
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.POWERTOOLS_METRICS_DISABLED;
});

const event = {
  version: '2.0',
  routeKey: 'GET /api/health',
  rawPath: '/api/health',
  rawQueryString: '',
  headers: {},
  requestContext: { requestId: 'api-req-1', http: { method: 'GET', path: '/api/health' } },
  isBase64Encoded: false,
} as unknown as APIGatewayProxyEventV2;

const lambdaContext = (awsRequestId: string) =>
  ({
    functionName: 'health',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:ca-central-1:000000000000:function:health',
    memoryLimitInMB: '512',
    awsRequestId,
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as HttpContext;

describe('observability of the handler chain', () => {
  it('puts request id, API request id, route and cold start on every log line, and resets them after', async () => {
    // Powertools reports a cold start only when Lambda says the environment started on demand.
    vi.resetModules();
    process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
    const fresh = await import('#functions/observability');
    const { defineHandler: freshDefineHandler } = await import('#functions/middleware/define-handler');
    delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
    const handler = freshDefineHandler(healthRoute, async () => {
      fresh.logger.info('inside the route');
      return { body: {} };
    });
    const records = capturedLogRecords();
    await handler(event, lambdaContext('lambda-req-1') as Context & HttpContext);
    await handler(event, lambdaContext('lambda-req-2') as Context & HttpContext);
    fresh.logger.info('outside any request');
    const [first, second, outside] = records();
    expect(first).toMatchObject({
      message: 'inside the route',
      route: 'health',
      requestId: 'api-req-1',
      function_request_id: 'lambda-req-1',
      cold_start: true,
    });
    expect(second).toMatchObject({ function_request_id: 'lambda-req-2', cold_start: false });
    expect(outside).not.toHaveProperty('route');
  });

  it('adds the signed-in user id once the audience check has resolved the session', async () => {
    const records = capturedLogRecords();
    const context = { state: { session: { user: { id: 'user-42' } } } } as unknown as HttpContext;
    await observeUser().before!({ event, context } as never);
    logger.info('after the audience check');
    expect(records()[0]).toMatchObject({ userId: 'user-42' });
    logger.resetKeys();
  });

  it('flushes the metrics of each invocation as one EMF line, and prints nothing when there are none', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    let emit = true;
    const handler = defineHandler(healthRoute, async () => {
      if (emit) metrics.addMetric(METRIC.webhookDuplicates, MetricUnit.Count, 1);
      return { body: {} };
    });
    const records = capturedLogRecords();
    await handler(event, lambdaContext('m-1') as Context & HttpContext);
    emit = false;
    await handler(event, lambdaContext('m-2') as Context & HttpContext);
    const emf = records().filter((r) => '_aws' in r);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ [METRIC.webhookDuplicates]: 1, service: 'risquevision' });
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('keeps metrics quiet locally unless asked', async () => {
    const handler = defineHandler(healthRoute, async () => {
      metrics.addMetric(METRIC.webhookDuplicates, MetricUnit.Count, 1);
      return { body: {} };
    });
    const records = capturedLogRecords();
    await handler(event, lambdaContext('q-1') as Context & HttpContext);
    expect(records().filter((r) => '_aws' in r)).toEqual([]);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });
});
