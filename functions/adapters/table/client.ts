import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import type * as z from 'zod';
import { clientOptions } from '../aws-options';
import { type RowKey, takeReadAhead } from './read-ahead';

let documentClient: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client, created once per process. */
export function table(): DynamoDBDocumentClient {
  if (!documentClient) {
    // Each call a subsegment of the invocation's X-Ray trace (a no-op where tracing is off).
    const raw = tracer.captureAWSv3Client(
      new DynamoDBClient({ ...clientOptions(config().DYNAMODB_ENDPOINT), maxAttempts: 3 }),
    );
    documentClient = DynamoDBDocumentClient.from(raw, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** True when an item carries an expiry that has passed: TTL deletion is lazy, so readers check. */
export function isExpired(item: { expiresAt?: number } | undefined): boolean {
  return item?.expiresAt !== undefined && item.expiresAt <= nowSeconds();
}

/**
 * `SET #f0 = :v0, …` for the given fields, with their names and values, so updates never
 * collide with reserved words. Callers add their own condition names and values.
 */
export function setFields(fields: Record<string, unknown>) {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])) as Record<
      string,
      string
    >,
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])) as Record<
      string,
      unknown
    >,
  };
}

/**
 * The result of a conditional write, or null when its condition did not hold: the one place
 * that reads DynamoDB's ConditionalCheckFailedException.
 */
export async function nullWhenConditionFails<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/**
 * An item read from the table, checked against its entity's schema instead of cast. The schema
 * describes the domain shape: keys (pk, sk, gsi1pk, gsi1sk) and the entity tag are dropped, so
 * row types never leave the adapter.
 */
export function fromRow<T>(schema: z.ZodType<T>, entity: string, item: Record<string, unknown>): T {
  const parsed = schema.safeParse(item);
  if (!parsed.success) {
    // Names the fields only: the values may be personal data.
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new Error(`Table item of ${entity} does not match its schema (${fields})`);
  }
  return parsed.data;
}

/**
 * Several items in one round trip (a request's reads that do not depend on one another), in the
 * order of `keys`, undefined where absent. Keys DynamoDB leaves unprocessed (throttling) are read
 * one by one.
 */
export async function getRows(keys: RowKey[]): Promise<(Record<string, unknown> | undefined)[]> {
  const readAhead = takeReadAhead(keys);
  if (readAhead) return readAhead;
  const { Responses, UnprocessedKeys } = await table().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
  );
  const items = Responses?.[tableName()] ?? [];
  const unprocessed = UnprocessedKeys?.[tableName()]?.Keys ?? [];
  const same = (a: Record<string, unknown>, b: RowKey) => a.pk === b.pk && a.sk === b.sk;
  return Promise.all(
    keys.map(async (key) =>
      unprocessed.some((u) => same(u, key))
        ? (await table().send(new GetCommand({ TableName: tableName(), Key: key }))).Item
        : items.find((item) => same(item, key)),
    ),
  );
}
