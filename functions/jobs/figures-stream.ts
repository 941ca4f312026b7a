import { jobHandler } from './job-handler';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { applyFiguresDelta, figuresDeltaOf } from '#core/admin';
import { METRIC, metrics } from '#functions/observability';

/**
 * The table's stream (accounts and analyses only, filtered at the source): each batch's changes
 * become additions to the admin's counters. A failed batch is retried whole by the event source;
 * the daily recount sets right what a retry counted twice.
 */
export const handler = jobHandler<DynamoDBStreamEvent>(async (event) => {
  await applyFiguresDelta(figuresDeltaOf(event.Records));
  metrics.addMetric(METRIC.figureChanges, 'Count', event.Records.length);
});
