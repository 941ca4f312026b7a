import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  ScanCommand,
  UpdateTimeToLiveCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '../table/keys';
import { tableDefinition } from '../table/definition';
import { rawTable } from './dynamodb-client';

export type RawItem = Record<string, AttributeValue>;

/** DynamoDB takes at most 25 writes per batch. */
const BATCH_SIZE = 25;
const BATCH_MAX_ATTEMPTS = 8;

/**
 * Creates the table if it is missing, with the keys and indexes of the product's table (the same
 * definitions as infra/constructs/data.ts and the local stack), and waits until it is active.
 */
export async function ensureRestoreTable(name: string): Promise<'created' | 'existing'> {
  try {
    await rawTable().send(new DescribeTableCommand({ TableName: name }));
    return 'existing';
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await rawTable().send(new CreateTableCommand(tableDefinition(name)));
  for (let attempt = 0; attempt < 600; attempt++) {
    const { Table } = await rawTable().send(new DescribeTableCommand({ TableName: name }));
    if (Table?.TableStatus === 'ACTIVE') break;
    await sleep(1_000);
  }
  await rawTable().send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}

export async function isTableEmpty(name: string): Promise<boolean> {
  const { Items } = await rawTable().send(new ScanCommand({ TableName: name, Limit: 1 }));
  return !Items?.length;
}

/** Writes the items as they are (DynamoDB JSON), 25 a batch, sending again what DynamoDB left. */
export async function putRawItems(name: string, items: readonly RawItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    let pending: WriteRequest[] = items.slice(i, i + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; pending.length; attempt++) {
      if (attempt > BATCH_MAX_ATTEMPTS)
        throw new Error(
          `${pending.length} restored items left unprocessed after ${BATCH_MAX_ATTEMPTS} attempts`,
        );
      if (attempt > 1) await sleep(Math.min(1_000, 25 * 2 ** attempt));
      const { UnprocessedItems } = await rawTable().send(
        new BatchWriteItemCommand({ RequestItems: { [name]: pending } }),
      );
      pending = UnprocessedItems?.[name] ?? [];
    }
  }
}

/** Every item of the table, page after page (the restore's verification reads it whole). */
export async function scanRawItems(name: string): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let startKey: RawItem | undefined;
  do {
    const page = await rawTable().send(
      new ScanCommand({ TableName: name, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
