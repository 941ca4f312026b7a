import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import type { ItemKeys } from './keys';
import { nowSeconds, table, tableName } from './client';

/**
 * The platform's figures, kept as events happen (functions/core/admin/stats): one totals item, and
 * one item per day counting the accounts whose last activity is that day, so "active in the last
 * 30 days" is a sum of 30 small items, whatever the number of accounts.
 */
const STATS_PARTITION = 'STATS';
const totalsKey = { pk: STATS_PARTITION, sk: 'TOTALS' };
const dayKey = (day: string) => ({ pk: STATS_PARTITION, sk: `LASTSEEN#${day}` });
/** A day leaves the 30-day window; kept a while longer, then removed by TTL. */
const DAY_ITEM_SECONDS = 45 * 24 * 3600;
const dayExpiry = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + DAY_ITEM_SECONDS;

/** Counter names on the totals item: `users`, `analyses`, `tier_<bucket>`, `status_<bucket>`, `arr_<currency>`. */
export type Counters = Record<string, number>;

const totalsSchema = /* @__PURE__ */ schema(() => z.record(z.string(), z.unknown()));

export interface StoredFigures {
  counters: Counters;
  recountedAt: string | null;
  /** Accounts last active on each day from `sinceDay` on. */
  lastSeen: Record<string, number>;
}

/** Adds to the totals' counters in one update (ADD is atomic and commutative). */
export async function addToTotals(counters: Counters): Promise<void> {
  const entries = Object.entries(counters).filter(([, amount]) => amount !== 0);
  if (entries.length === 0) return;
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: totalsKey,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, amount], i) => [`:c${i}`, amount])),
    }),
  );
}

export async function addToLastSeenDay(day: string, amount: number): Promise<void> {
  if (amount === 0) return;
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: dayKey(day),
      UpdateExpression: 'ADD #count :amount SET expiresAt = :expires, #type = :type',
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
      ExpressionAttributeValues: { ':amount': amount, ':expires': dayExpiry(day), ':type': 'statsDay' },
    }),
  );
}

export async function readFigures(sinceDay: string): Promise<StoredFigures> {
  const [{ Item }, { Items = [] }] = await Promise.all([
    table().send(new GetCommand({ TableName: tableName(), Key: totalsKey })),
    table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': STATS_PARTITION,
          ':from': `LASTSEEN#${sinceDay}`,
          ':to': 'LASTSEEN#9999',
        },
      }),
    ),
  ]);
  const totals = Item ? totalsSchema.parse(Item) : {};
  const counters: Counters = {};
  for (const [name, value] of Object.entries(totals))
    if (typeof value === 'number' && name !== 'expiresAt') counters[name] = value;
  const lastSeen: Record<string, number> = {};
  for (const item of Items) lastSeen[String(item.sk).slice('LASTSEEN#'.length)] = Number(item.count ?? 0);
  return {
    counters,
    recountedAt: typeof totals.recountedAt === 'string' ? totals.recountedAt : null,
    lastSeen,
  };
}

/**
 * Replaces the counters with a recount from the accounts (the daily reconciliation): the totals
 * item whole, and every day item of the window, zeros included.
 */
export async function replaceFigures(
  counters: Counters,
  lastSeen: Record<string, number>,
  recountedAt: string,
): Promise<void> {
  const totals: ItemKeys & Record<string, unknown> = {
    ...totalsKey,
    type: 'stats',
    ...counters,
    recountedAt,
  };
  await table().send(new PutCommand({ TableName: tableName(), Item: totals }));
  await Promise.all(
    Object.entries(lastSeen).map(([day, count]) =>
      table().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...dayKey(day),
            type: 'statsDay',
            count,
            expiresAt: Math.max(dayExpiry(day), nowSeconds() + 60),
          },
        }),
      ),
    ),
  );
}
