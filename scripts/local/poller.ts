import type { SQSClient } from '@aws-sdk/client-sqs';
import { DeleteMessageCommand, ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { setTimeout as sleep } from 'node:timers/promises';
import { WORKER_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import { lambdaContext } from './lambda-context';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface PollerOptions {
  client: SQSClient;
  queueUrl: string;
  queueArn?: string;
  region: string;
  handler: SqsHandler;
  functionName: string;
  /** Pause between empty polls. */
  idleMs?: number;
  /** The worker's Lambda timeout, told to the handler as its remaining time. */
  timeoutSeconds?: number;
  /**
   * Messages handled at once, as Lambda runs several workers: a long analysis does not hold
   * up a password-reset mail queued behind it.
   */
  concurrency?: number;
  log?: (line: string) => void;
}

function toRecord(message: Message, options: PollerOptions): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: options.queueArn ?? options.queueUrl,
    awsRegion: options.region,
  };
}

/**
 * Plays Lambda's SQS event source mapping: `concurrency` loops each receive one message at a
 * time, call the same worker handler with an SQS event, delete what succeeded and let reported
 * failures come back (and, past the redrive limit, go to the dead-letter queue).
 */
export function startPoller(options: PollerOptions): { stop(): Promise<void> } {
  const {
    client,
    queueUrl,
    handler,
    idleMs = 200,
    timeoutSeconds = WORKER_TIMEOUT_SECONDS,
    concurrency = 1,
    log = () => {},
  } = options;
  let running = true;
  const pollOneAtATime = async () => {
    while (running) {
      let messages: Message[] = [];
      try {
        const answer = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: 1,
            WaitTimeSeconds: 0,
            MessageSystemAttributeNames: ['All'],
          }),
        );
        messages = answer.Messages ?? [];
      } catch (error) {
        if (running) log(`poll failed: ${(error as Error).message}`);
      }
      if (messages.length === 0) {
        await sleep(idleMs);
        continue;
      }
      const records = messages.map((m) => toRecord(m, options));
      let failed: Set<string>;
      try {
        const result = await handler(
          { Records: records },
          lambdaContext(options.functionName, timeoutSeconds),
        );
        failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (error) {
        log(`worker threw: ${(error as Error).message}`);
        failed = new Set(records.map((r) => r.messageId));
      }
      // As Lambda does: failed records are left alone and come back after the queue's
      // visibility timeout; the engine's redrive policy moves them to the DLQ in the end.
      for (const record of records.filter((r) => !failed.has(r.messageId))) {
        await client
          .send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: record.receiptHandle }))
          .catch((error: Error) => log(`delete failed: ${error.message}`));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, () => pollOneAtATime());
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
