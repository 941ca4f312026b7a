import { createHash, randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ItemKeys } from './keys';
import { isExpired, nowSeconds, table, tableName } from './client';

/** The server-side half of a session: the cookie authenticates only while this exists. */
export interface SessionItem extends ItemKeys {
  type: 'session';
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: number;
}

const sessionKey = (id: string) => ({ pk: `SESSION#${id}`, sk: 'SESSION' });

export async function createSession(userId: string, ttlSeconds: number): Promise<SessionItem> {
  const id = randomBytes(24).toString('base64url');
  const createdAt = new Date().toISOString();
  const item: SessionItem = {
    ...sessionKey(id),
    // Listed per user so a password change can revoke every other session.
    gsi1pk: `USER#${userId}`,
    gsi1sk: `SESSION#${createdAt}`,
    type: 'session',
    id,
    userId,
    createdAt,
    expiresAt: nowSeconds() + ttlSeconds,
  };
  await table().send(new PutCommand({ TableName: tableName(), Item: item }));
  return item;
}

export async function getSession(id: string): Promise<SessionItem | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: sessionKey(id) }));
  const session = Item as SessionItem | undefined;
  return session && !isExpired(session) ? session : undefined;
}

export async function revokeSession(id: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(id) }));
}

/** Revokes every session of a user except `keep` (the one making the change, if any). */
export async function revokeUserSessions(userId: string, keep?: string): Promise<number> {
  let revoked = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': 'SESSION#' },
        ProjectionExpression: 'pk, sk, id',
        ExclusiveStartKey: cursor,
      }),
    );
    const doomed = (page.Items ?? []).filter((item) => item.id !== keep);
    for (let i = 0; i < doomed.length; i += 25) {
      const batch = doomed
        .slice(i, i + 25)
        .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
      await table().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
    }
    revoked += doomed.length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return revoked;
}

/**
 * Browsers an account has signed in from: only the hash of the device cookie is stored,
 * per user, so a table read never yields a usable cookie.
 */
const deviceKey = (userId: string, deviceId: string) => ({
  pk: `DEVICE#${userId}#${createHash('sha256').update(deviceId).digest('base64url')}`,
  sk: 'DEVICE',
});

export async function rememberDevice(userId: string, deviceId: string, ttlSeconds: number): Promise<void> {
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...deviceKey(userId, deviceId), type: 'device', userId, expiresAt: nowSeconds() + ttlSeconds },
    }),
  );
}

export async function isKnownDevice(userId: string, deviceId: string): Promise<boolean> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: deviceKey(userId, deviceId) }),
  );
  return Boolean(Item && !isExpired(Item as { expiresAt: number }));
}
