import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { flushMetrics, logger, tracer } from '#functions/observability';

const flush = async () => flushMetrics();

/**
 * A scheduled or stream job's Lambda handler: logs carry the request id and cold start, the run is
 * traced, and its metrics are flushed after every run, a failed one included.
 */
export function jobHandler<Event, Result = void>(run: (event: Event, context: Context) => Promise<Result>) {
  return middy<Event, Result>()
    .use({ after: flush, onError: flush })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .handler(run);
}
