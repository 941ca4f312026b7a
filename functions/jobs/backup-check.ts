import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { ScheduledEvent } from 'aws-lambda';
import { checkRunningBackups } from '#core/admin/backups';
import { flushMetrics, logger, tracer } from '#functions/observability';

const flush = async () => flushMetrics();

/**
 * Scheduled (every 10 minutes): finishes the backups whose table export has completed, fails
 * those whose export failed or never ends. With none under way it is one small listing.
 */
export const handler = middy<ScheduledEvent, void>()
  .use({ after: flush, onError: flush })
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async () => {
    await checkRunningBackups();
  });
