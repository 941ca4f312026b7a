import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { fromRow, nowSeconds, nullWhenConditionFails, table, tableName } from './client';

/**
 * Takes one unit of a quota if some is left: the condition makes the check and the
 * increment one atomic step, so two concurrent starts cannot both take the last unit.
 */
export async function takeQuota(key: string, limit: number, ttlSeconds: number): Promise<boolean> {
  const taken = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' },
        UpdateExpression: 'SET #type = :type, expiresAt = if_not_exists(expiresAt, :expires) ADD used :one',
        ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':type': 'quota',
          ':expires': nowSeconds() + ttlSeconds,
        },
      }),
    ),
  );
  return taken !== null;
}

/** Gives a unit back, when an analysis could not even be queued. */
export async function returnQuota(key: string): Promise<void> {
  await table()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `QUOTA#${key}`, sk: 'QUOTA' },
        UpdateExpression: 'ADD used :minus',
        ConditionExpression: 'used > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    )
    .catch(() => {});
}

const countriesSchema = z.object({ countries: z.set(z.string()).optional() });

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
