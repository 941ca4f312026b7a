import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { applyFiguresDelta, figuresDeltaOf } from '#core/admin';
import { flushMetrics, logger, METRIC, metrics, tracer } from '#functions/observability';

const flush = async () => flushMetrics();

/**
 * The table's stream (accounts and analyses only, filtered at the source): each batch's changes
 * become additions to the admin's counters. A failed batch is retried whole by the event source;
 * the daily recount sets right what a retry counted twice.
 */
export const handler = middy<DynamoDBStreamEvent, void>()
  .use({ after: flush, onError: flush })
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async (event) => {
    await applyFiguresDelta(figuresDeltaOf(event.Records));
    metrics.addMetric(METRIC.figureChanges, 'Count', event.Records.length);
  });
