import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKeys } from './keys';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { fromRow, isExpired, nowSeconds, nullWhenConditionFails, table, tableName } from './client';

/**
 * Counters over a time window, for rate limits and failed sign-ins. The window restarts
 * with each hit, so a steady trickle of attempts stays counted.
 */
interface CounterItem extends ItemKeys {
  type: 'counter';
  count: number;
  expiresAt: number;
}

const counterSchema = /* @__PURE__ */ schema(() => z.object({ count: z.number(), expiresAt: z.number() }));

const counterKey = (key: string) => ({ pk: `COUNTER#${key}`, sk: 'COUNTER' });

export async function readCounter(key: string): Promise<number> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: counterKey(key) }));
  const counter = Item ? fromRow(counterSchema, 'counter', Item) : undefined;
  return counter && !isExpired(counter) ? counter.count : 0;
}

/**
 * Adds `amount` (one by default) atomically and restarts the window; returns the new count.
 * Concurrent first hits cannot overwrite each other: only one may start the counter, the
 * others then add to it.
 */
export async function incrementCounter(key: string, windowSeconds: number, amount = 1): Promise<number> {
  for (;;) {
    const now = nowSeconds();
    const expires = now + windowSeconds;
    const incremented = await nullWhenConditionFails(
      table().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counterKey(key),
          UpdateExpression: 'SET #count = #count + :amount, expiresAt = :expires',
          // Only a live counter is incremented; a missing or expired one starts again below.
          ConditionExpression: 'attribute_exists(#count) AND expiresAt > :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':amount': amount, ':expires': expires, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    if (incremented) return fromRow(counterSchema, 'counter', incremented.Attributes!).count;
    const item: CounterItem = { ...counterKey(key), type: 'counter', count: amount, expiresAt: expires };
    const started = await nullWhenConditionFails(
      table().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      ),
    );
    if (started) return amount;
    // Another request started the counter in between: add to it.
  }
}

export async function clearCounter(key: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: counterKey(key) }));
}
