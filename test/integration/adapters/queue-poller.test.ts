import { randomUUID } from 'node:crypto';
import { ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJob } from '#adapters/queue';
import { handler as jobWorker } from '#functions/jobs/job-worker';
import { startPoller } from '#scripts/local/poller';
import { ensureQueues, LOCAL_REGION } from '#scripts/local/resources';

const endpoint = () => process.env.SQS_ENDPOINT!;
const stoppers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stoppers.length) await stoppers.pop()!();
});

async function until<T>(probe: () => Promise<T | undefined>, deadlineMs = 20_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met before the deadline');
    await sleep(100);
  }
}

async function freshQueues(maxReceiveCount: number, visibilityTimeoutSeconds = 30) {
  const suffix = randomUUID().slice(0, 8);
  return ensureQueues(
    endpoint(),
    { queue: `t-${suffix}`, deadLetterQueue: `t-${suffix}-dlq` },
    { visibilityTimeoutSeconds, maxReceiveCount },
  );
}

describe('queue adapter and the local poller (the event source mapping stand-in)', () => {
  it('delivers each message to the worker as an SQS event and deletes what succeeded', async () => {
    const { queueUrl } = await freshQueues(3);
    const client = new SQSClient({
      endpoint: endpoint(),
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const seen: SQSEvent['Records'] = [];
    const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      seen.push(...event.Records);
      return { batchItemFailures: [] };
    };
    stoppers.push(
      startPoller({ client, queueUrl, region: LOCAL_REGION, handler, functionName: 'test', idleMs: 50 }).stop,
    );

    for (const n of [1, 2, 3])
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ n }) }));

    await until(async () => (seen.length === 3 ? true : undefined));
    expect(seen.map((r) => JSON.parse(r.body).n).sort()).toEqual([1, 2, 3]);
    expect(
      seen.every((r) => r.eventSource === 'aws:sqs' && r.attributes.ApproximateReceiveCount === '1'),
    ).toBe(true);
    await sleep(300);
    expect(seen).toHaveLength(3); // deleted: never delivered again
  });

  it('retries only the records reported as failed, then moves them to the dead-letter queue', async () => {
    const { queueUrl, deadLetterQueueUrl } = await freshQueues(2, 1);
    const client = new SQSClient({
      endpoint: endpoint(),
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const attempts = new Map<string, number>();
    const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      const failures = [];
      for (const record of event.Records) {
        const body = JSON.parse(record.body) as { poison: boolean };
        attempts.set(record.body, (attempts.get(record.body) ?? 0) + 1);
        if (body.poison) failures.push({ itemIdentifier: record.messageId });
      }
      return { batchItemFailures: failures };
    };
    stoppers.push(
      startPoller({ client, queueUrl, region: LOCAL_REGION, handler, functionName: 'test', idleMs: 50 }).stop,
    );

    await client.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ poison: true }) }),
    );
    await client.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ poison: false }) }),
    );

    const dead = await until(async () => {
      const { Messages } = await client.send(
        new ReceiveMessageCommand({ QueueUrl: deadLetterQueueUrl, WaitTimeSeconds: 0 }),
      );
      return Messages?.[0];
    });
    expect(JSON.parse(dead.Body!)).toEqual({ poison: true });
    expect(attempts.get(JSON.stringify({ poison: true }))).toBe(2);
    expect(attempts.get(JSON.stringify({ poison: false }))).toBe(1);
  });

  it('sends validated job messages, and the worker reports unknown or malformed ones as failures', async () => {
    await expect(sendJob({ type: '', jobId: 'x', payload: {} })).rejects.toThrow();
    const id = await sendJob({ type: 'test.noop', jobId: randomUUID(), payload: {} });
    expect(id).not.toBe('');

    const record = (messageId: string, body: string) => ({
      messageId,
      receiptHandle: messageId,
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '0',
        SenderId: 'x',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: LOCAL_REGION,
    });
    const result = await jobWorker(
      {
        Records: [
          record('m1', 'not json'),
          record('m2', JSON.stringify({ type: 'no.such.job', jobId: 'j', payload: {} })),
        ],
      },
      {} as never,
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }]);
  });
});
