import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { ScheduledEvent } from 'aws-lambda';
import { recountFigures } from '#core/admin';
import { flushMetrics, logger, tracer } from '#functions/observability';

const flush = async () => flushMetrics();

/** Scheduled (EventBridge, daily): the admin's counters recounted from the accounts. */
export const handler = middy<ScheduledEvent, void>()
  .use({ after: flush, onError: flush })
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async () => {
    await recountFigures();
  });
