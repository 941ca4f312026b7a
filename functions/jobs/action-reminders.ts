import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { ScheduledEvent } from 'aws-lambda';
import { sendDueReminders } from '#core/analysis/action-plan/reminders';
import { flushMetrics, logger, tracer } from '#functions/observability';

const flush = async () => flushMetrics();

/**
 * Scheduled (EventBridge, hourly): reminders of corrective actions due the next day or overdue.
 * A failed mail fails the run (its error alarm) and is retried by the next one.
 */
export const handler = middy<ScheduledEvent, void>()
  .use({ after: flush, onError: flush })
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async () => {
    await sendDueReminders();
  });
