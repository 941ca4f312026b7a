import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobMessage, type JobMessage } from '../adapters/queue';
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

export const handler = middy<SQSEvent, SQSBatchResponse>().handler(async (event) => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await processRecord(record);
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', job: record.messageId, message: (error as Error).message }),
      );
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
});
