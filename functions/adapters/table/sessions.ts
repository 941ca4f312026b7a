import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { deleteUserItems } from './batch';
import type { ItemKeys } from './keys';
import { fromRow, isExpired, nowSeconds, table, tableName } from './client';

/** The server-side half of a session: the cookie authenticates only while this exists. */
const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  expiresAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

type SessionItem = ItemKeys & Session & { type: 'session' };

const deviceSchema = z.object({ expiresAt: z.number() });

const sessionKey = (id: string) => ({ pk: `SESSION#${id}`, sk: 'SESSION' });

export async function createSession(userId: string, ttlSeconds: number): Promise<Session> {
  const id = randomBytes(24).toString('base64url');
  const createdAt = new Date().toISOString();
  const session: Session = { id, userId, createdAt, expiresAt: nowSeconds() + ttlSeconds };
  const item: SessionItem = {
    ...sessionKey(id),
    // Listed per user so a password change can revoke every other session.
    gsi1pk: `USER#${userId}`,
    gsi1sk: `SESSION#${createdAt}`,
    type: 'session',
    ...session,
  };
  await table().send(new PutCommand({ TableName: tableName(), Item: item }));
  return session;
}

export async function getSession(id: string): Promise<Session | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: sessionKey(id) }));
  const session = Item ? fromRow(sessionSchema, 'session', Item) : undefined;
  return session && !isExpired(session) ? session : undefined;
}

export async function revokeSession(id: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(id) }));
}

/** Revokes every session of a user except `keep` (the one making the change, if any). */
export async function revokeUserSessions(userId: string, keep?: string): Promise<number> {
  return deleteUserItems(userId, 'SESSION#', keep);
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
  return Boolean(Item && !isExpired(fromRow(deviceSchema, 'device', Item)));
}
