import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobMessage, type JobMessage } from '#adapters/queue';
import { flushMetrics, logger, tracer } from '#functions/observability';
import { jobHandlers } from './registry';

/**
 * The queue worker: one record at a time, partial batch failures reported so that only
 * the failed records return to the queue (and, after the redrive limit, to the DLQ).
 */
export async function processRecord(record: SQSRecord): Promise<void> {
  let message: JobMessage;
  try {
    message = jobMessage.parse(JSON.parse(record.body));
  } catch {
    throw new Error(`Malformed job message ${record.messageId}`);
  }
  const run = jobHandlers[message.type];
  if (!run) throw new Error(`No handler for job type ${message.type}`);
  await run(message, { receiveCount: Number(record.attributes.ApproximateReceiveCount ?? 1) });
}

const flush = async () => flushMetrics();

/** Logs carry the Lambda request id, cold start and the job's message id; metrics flush per invocation. */
export const handler = middy<SQSEvent, SQSBatchResponse>()
  .use({ after: flush, onError: flush })
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      logger.appendKeys({ jobMessageId: record.messageId });
      try {
        await processRecord(record);
      } catch (error) {
        logger.error('Job failed', {
          errorName: (error as Error).name,
          errorMessage: (error as Error).message,
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  });
