import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { deleteUserItems } from './batch';
import type { ItemKeys } from './keys';
import { fromRow, nowSeconds, nullWhenConditionFails, table, tableName } from './client';

export const TOKEN_KINDS = ['verifyEmail', 'resetPassword', 'setPassword'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** A one-time token: only its SHA-256 is stored, so a table read never yields a usable link. */
interface TokenItem extends ItemKeys {
  type: 'token';
  kind: TokenKind;
  userId: string;
  expiresAt: number;
}

const consumedSchema = /* @__PURE__ */ schema(() => z.object({ userId: z.string() }));
const hash = (raw: string) => createHash('sha256').update(raw).digest('base64url');
const tokenKey = (raw: string) => ({ pk: `TOKEN#${hash(raw)}`, sk: 'TOKEN' });

/** Issues a random token for a user; returns the raw value to put in the link. */
export async function issueToken(kind: TokenKind, userId: string, ttlSeconds: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  const item: TokenItem = {
    ...tokenKey(raw),
    // Listed per user so a password change can end every outstanding link of that kind.
    gsi1pk: `USER#${userId}`,
    gsi1sk: `TOKEN#${kind}#${nowSeconds()}`,
    type: 'token',
    kind,
    userId,
    expiresAt: nowSeconds() + ttlSeconds,
  };
  await table().send(new PutCommand({ TableName: tableName(), Item: item }));
  return raw;
}

/**
 * Uses the token up: it is marked used (and kept until it expires, so a second click can be told
 * apart from a wrong link); the condition lets exactly one of two concurrent clicks succeed.
 * Returns the user id, or null for an unknown, expired or already used token.
 */
export async function consumeToken(kind: TokenKind, raw: string): Promise<string | null> {
  const used = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tokenKey(raw),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND kind = :kind AND expiresAt > :now AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':kind': kind, ':now': nowSeconds() },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return used ? fromRow(consumedSchema, 'token', used.Attributes!).userId : null;
}

export type TokenState = { state: 'valid' | 'used'; userId: string } | { state: 'invalid' };

/** What a link's token is, without using it: still valid, already used (until it expires), or neither. */
export async function tokenState(kind: TokenKind, raw: string): Promise<TokenState> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: tokenKey(raw) }));
  if (!Item || Item.kind !== kind || Number(Item.expiresAt) <= nowSeconds()) return { state: 'invalid' };
  const { userId } = fromRow(consumedSchema, 'token', Item);
  return { state: Item.usedAt === undefined ? 'valid' : 'used', userId };
}

/** Deletes every outstanding token of this kind issued to the user; returns how many. */
export async function revokeUserTokens(userId: string, kind: TokenKind): Promise<number> {
  return deleteUserItems(userId, `TOKEN#${kind}#`);
}
