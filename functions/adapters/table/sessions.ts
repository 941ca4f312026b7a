import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { deleteUserItems } from './batch';
import type { ItemKeys } from './keys';
import { fromRow, getRows, isExpired, nowSeconds, table, tableName } from './client';
import { keepReadAhead, type RowKey } from './read-ahead';
import { userOfRow, userRowKey, type User } from './users';

/** The server-side half of a session: the cookie authenticates only while this exists. */
const sessionSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    createdAt: z.string(),
    expiresAt: z.number(),
    /** The browser's User-Agent at sign-in (bounded), to name the device in the profile's list. */
    userAgent: z.string().optional(),
    /** Set as the session is used; absent on a session not used since it began. */
    lastUsedAt: z.string().optional(),
    /** A visitor's session (no account): opened by a team's visitor code, read-only on its reports. */
    visitor: z
      .object({ teamId: z.string(), codeId: z.string(), email: z.string(), name: z.string() })
      .optional(),
  }),
);
export type Session = z.infer<typeof sessionSchema>;

type SessionItem = ItemKeys & Session & { type: 'session' };

const deviceSchema = /* @__PURE__ */ schema(() => z.object({ expiresAt: z.number() }));

const sessionKey = (id: string) => ({ pk: `SESSION#${id}`, sk: 'SESSION' });

/** Longer User-Agents are cut: a header is not a place to store kilobytes per session. */
const USER_AGENT_MAX = 512;

export async function createSession(
  userId: string,
  ttlSeconds: number,
  userAgent?: string,
): Promise<Session> {
  const id = randomBytes(24).toString('base64url');
  const createdAt = new Date().toISOString();
  const session: Session = {
    id,
    userId,
    createdAt,
    expiresAt: nowSeconds() + ttlSeconds,
    ...(userAgent ? { userAgent: userAgent.slice(0, USER_AGENT_MAX) } : {}),
  };
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

/**
 * The session and the account the token names, in one round trip: every signed-in request reads
 * both, and the token carries both ids. The caller checks that the session is the account's.
 */
/** `readAhead`: rows the route reads next, fetched in the same round trip (read-ahead.ts). */
export async function getSessionAndUser(
  sessionId: string,
  userId: string,
  readAhead: RowKey[] = [],
): Promise<{ session: Session | undefined; user: User | undefined }> {
  const [sessionItem, userItem, ...ahead] = await getRows([
    sessionKey(sessionId),
    userRowKey(userId),
    ...readAhead,
  ]);
  keepReadAhead(readAhead, ahead);
  const session = sessionItem ? fromRow(sessionSchema, 'session', sessionItem) : undefined;
  return {
    session: session && !isExpired(session) ? session : undefined,
    user: userItem ? userOfRow(userItem) : undefined,
  };
}

export async function revokeSession(id: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(id) }));
}

/** The user's live sessions, oldest first. */
export async function listUserSessions(userId: string): Promise<Session[]> {
  const sessions: Session[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': 'SESSION#' },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const session = fromRow(sessionSchema, 'session', item);
      if (!isExpired(session)) sessions.push(session);
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return sessions;
}

/**
 * What the browser may call a session: a digest of its id. The id itself stays on the server
 * (with the signing key it is what a cookie carries), and one user cannot name another's session.
 */
export function publicSessionId(id: string): string {
  return createHash('sha256').update(`session:${id}`).digest('base64url').slice(0, 32);
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

/** Opens a visitor's session: keyed to the visitor code, listed under it so a cancel can end it. */
export async function createVisitorSession(
  visitor: NonNullable<Session['visitor']>,
  ttlSeconds: number,
): Promise<Session> {
  const id = randomBytes(24).toString('base64url');
  const createdAt = new Date().toISOString();
  const userId = `visitor:${visitor.codeId}`;
  const session: Session = { id, userId, createdAt, expiresAt: nowSeconds() + ttlSeconds, visitor };
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(id),
        gsi1pk: `USER#${userId}`,
        gsi1sk: `SESSION#${createdAt}`,
        type: 'session',
        ...session,
      },
    }),
  );
  return session;
}

/** How often a session's last use is written: often enough for "last access", rarely enough to be cheap. */
export const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Records that the session was just used (and so its account). */
export async function touchSession(session: Session, now = new Date()): Promise<void> {
  await table()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(session.id),
        UpdateExpression: 'SET lastUsedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    )
    .catch(() => {});
}
