import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { fromRow, nowSeconds, nullWhenConditionFails, table, tableName } from './client';

/**
 * Takes `units` of a quota if that many are left: the condition makes the check and the
 * increment one atomic step, so two concurrent starts cannot both take the last unit.
 */
export async function takeQuota(key: string, limit: number, ttlSeconds: number, units = 1): Promise<boolean> {
  if (units > limit) return false;
  const taken = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' },
        UpdateExpression: 'SET #type = :type, expiresAt = if_not_exists(expiresAt, :expires) ADD used :units',
        ConditionExpression: 'attribute_not_exists(used) OR used <= :most',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':units': units,
          // DynamoDB conditions cannot add: "used + units <= limit" is "used <= limit - units".
          ':most': limit - units,
          ':type': 'quota',
          ':expires': nowSeconds() + ttlSeconds,
        },
      }),
    ),
  );
  return taken !== null;
}

/** Gives units back, when an analysis could not even be queued or failed on our side. */
export async function returnQuota(key: string, units = 1): Promise<void> {
  await table()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' },
        UpdateExpression: 'ADD used :minus',
        ConditionExpression: 'used >= :units',
        ExpressionAttributeValues: { ':minus': -units, ':units': units },
      }),
    )
    .catch(() => {});
}

const usedSchema = /* @__PURE__ */ schema(() => z.object({ used: z.number().optional() }));

/** How much of a quota is used (0 before its first use). */
export async function readQuota(key: string): Promise<number> {
  const { Item } = await table().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' },
      ConsistentRead: true,
    }),
  );
  return Item ? (fromRow(usedSchema, 'quota', Item).used ?? 0) : 0;
}

const countriesSchema = /* @__PURE__ */ schema(() => z.object({ countries: z.set(z.string()).optional() }));

const countriesKey = (userId: string) => ({ pk: `COUNTRIES#${userId}`, sk: 'COUNTRIES' });

/**
 * Records `country` among the account's analysed countries if it is already there or fewer than
 * `limit` are: one conditional update, so two concurrent starts cannot both take the last place.
 */
export async function claimCountry(userId: string, country: string, limit: number): Promise<boolean> {
  const taken = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: countriesKey(userId),
        UpdateExpression: 'SET #type = :type ADD countries :added',
        ConditionExpression:
          'attribute_not_exists(countries) OR contains(countries, :country) OR size(countries) < :limit',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'countries',
          ':added': new Set([country]),
          ':country': country,
          ':limit': limit,
        },
      }),
    ),
  );
  return taken !== null;
}

/** The countries the account has analysed, sorted. */
export async function claimedCountries(userId: string): Promise<string[]> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: countriesKey(userId) }));
  const countries = Item ? fromRow(countriesSchema, 'countries', Item).countries : undefined;
  return [...(countries ?? [])].sort();
}

/** Forgets the account's analysed countries (an account being purged); returns how many items. */
export async function deleteClaimedCountries(userId: string): Promise<number> {
  const { Attributes } = await table().send(
    new DeleteCommand({ TableName: tableName(), Key: countriesKey(userId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? 1 : 0;
}
