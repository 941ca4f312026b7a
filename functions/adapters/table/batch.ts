import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { fromRow, table, tableName } from './client';

/** DynamoDB takes at most 25 writes per batch. */
const BATCH_SIZE = 25;
/** Attempts of one batch before giving up on what DynamoDB left unprocessed. */
export const BATCH_MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 25;
const MAX_DELAY_MS = 1_000;

type TableKey = { pk: string; sk: string };

/**
 * Deletes the given items, 25 at a time. DynamoDB may leave part of a batch unprocessed (when
 * throttled) without failing the call: those are sent again, with exponential backoff, until
 * none is left, so a revocation never silently leaves items behind. Throws when some are still
 * unprocessed after BATCH_MAX_ATTEMPTS.
 */
export async function deleteItems(keys: readonly TableKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    await writeBatch(
      keys.slice(i, i + BATCH_SIZE).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
    );
  }
}

type WriteRequest = { DeleteRequest: { Key: Record<string, unknown> } };

async function writeBatch(requests: WriteRequest[]): Promise<void> {
  let pending: WriteRequest[] = requests;
  for (let attempt = 1; ; attempt++) {
    const { UnprocessedItems } = await table().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
    );
    pending = (UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    if (pending.length === 0) return;
    if (attempt >= BATCH_MAX_ATTEMPTS)
      throw new Error(`${pending.length} table writes left unprocessed after ${attempt} attempts`);
    // Full jitter: concurrent revocations do not retry in step.
    await sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt));
  }
}

const listedKeySchema = /* @__PURE__ */ schema(() =>
  z.object({ pk: z.string(), sk: z.string(), id: z.string().optional() }),
);

/**
 * Deletes every item of a user whose gsi1 sort key starts with `prefix` (sessions, one-time
 * tokens), except the one whose `id` is `keep`; returns how many were deleted.
 */
export async function deleteUserItems(userId: string, prefix: string, keep?: string): Promise<number> {
  let deleted = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': prefix },
        ProjectionExpression: 'pk, sk, id',
        ExclusiveStartKey: cursor,
      }),
    );
    const doomed = (page.Items ?? [])
      .map((item) => fromRow(listedKeySchema, 'listed key', item))
      .filter((item) => keep === undefined || item.id !== keep);
    await deleteItems(doomed);
    deleted += doomed.length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return deleted;
}

/** Deletes every item of a partition (an analysis, a team, a library); returns how many. */
export async function deletePartition(pk: string): Promise<number> {
  let deleted = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        ExclusiveStartKey: cursor,
      }),
    );
    const doomed = (page.Items ?? []).map((item) => fromRow(listedKeySchema, 'listed key', item));
    await deleteItems(doomed);
    deleted += doomed.length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return deleted;
}
