import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { table, tableName } from '#adapters/table/client';
import { resetConfigForTests } from '#functions/config';
import { call } from './http';

/** Asks for presigned URLs and uploads the bytes, as the browser does. */
export async function uploadFile(
  cookie: string,
  name: string,
  type: string,
  bytes: Uint8Array,
  purpose: 'analysis' | 'library' = 'analysis',
) {
  const answer = await call('/api/uploads', {
    method: 'POST',
    cookie,
    body: { files: [{ name, type, size: bytes.length }], purpose },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const [target] = (
    answer.json as { uploads: { key: string; url: string; headers: Record<string, string> }[] }
  ).uploads;
  const put = await fetch(target!.url, { method: 'PUT', headers: target!.headers, body: bytes });
  expect(put.status).toBe(200);
  return { key: target!.key, name };
}

/** Units used of a quota counter (`<userId>#day#YYYY-MM-DD` or `<userId>#month#YYYY-MM`). */
export async function quotaUsed(key: string): Promise<number> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' } }),
  );
  return Number(Item?.used ?? 0);
}

export const todayKey = (userId: string) => `${userId}#day#${new Date().toISOString().slice(0, 10)}`;
export const monthKey = (userId: string) => `${userId}#month#${new Date().toISOString().slice(0, 7)}`;

/**
 * Runs `work` with the in-process services sending jobs to `queueUrl` instead of the suite's
 * queue: a queue no worker reads (so the test alone runs the job), or one that does not exist.
 */
export async function withJobsQueue<T>(queueUrl: string, work: () => Promise<T>): Promise<T> {
  const original = process.env.JOBS_QUEUE_URL;
  process.env.JOBS_QUEUE_URL = queueUrl;
  resetConfigForTests();
  try {
    return await work();
  } finally {
    process.env.JOBS_QUEUE_URL = original;
    resetConfigForTests();
  }
}

/** A fresh queue of the local engine that no poller reads. */
export async function unreadQueue(): Promise<string> {
  const sqs = new SQSClient({
    endpoint: process.env.SQS_ENDPOINT,
    region: process.env.AWS_REGION,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `unread-${crypto.randomUUID()}` }));
  return QueueUrl!;
}
