import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { SOURCE_INTERFACES, SUBSCRIPTION_STATUSES, TIERS } from '#shared/tiers';
import { LANGUAGES, type Language } from '#shared/languages';
import { BILLING_PERIODS } from '#shared/plans';
import { TEAM_ROLES } from '#shared/schemas/teams';
import type { ItemKeys } from './keys';
import { fromRow, nullWhenConditionFails, setFields, table, tableName } from './client';

/** An account, as services see it (the table row adds its keys). */
const userSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    passwordHash: z.string().nullable(),
    tier: z.enum(TIERS),
    role: z.enum(['user', 'admin']),
    sourceInterface: z.enum(SOURCE_INTERFACES).nullable(),
    language: z.custom<Language>((value) => LANGUAGES.some(({ code }) => code === value)),
    emailVerified: z.boolean(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    /** ISO date; null while the provider has not told us. */
    subscriptionEndDate: z.string().nullable(),
    /** The subscription stays usable until subscriptionEndDate, then ends. */
    cancelAtPeriodEnd: z.boolean().optional(),
    billing: z.enum(BILLING_PERIODS).nullable().optional(),
    /** Payment provider ids; the subscription record keyed by subscriptionId is the source of truth. */
    customerId: z.string().nullable().optional(),
    subscriptionId: z.string().nullable().optional(),
    /** Seats of the owner's team (enterprise packs), owner included. */
    teamSeats: z.number().optional(),
    country: z.string().nullable().optional(),
    /** The enterprise team the account belongs to, and its role there (set by the team adapter). */
    teamId: z.string().optional(),
    teamRole: z.enum(TEAM_ROLES).optional(),
    /** Last time one of its sessions was used (updated at most every few minutes). */
    lastAccessAt: z.string().optional(),
    /** Analyses it has in the table (kept by the figures' stream consumer, functions/core/admin/stats). */
    analysisCount: z.number().optional(),
    /** Disabled by a platform administrator: no sign-in, no session (the reason is in the audit log too). */
    disabledAt: z.string().nullable().optional(),
    disabledReason: z.string().nullable().optional(),
    /** Who signs the reports: the cover page and signature block (an analysis may override name and title). */
    reportProfile: z
      .object({
        adviserName: z.string(),
        adviserTitle: z.string(),
        credentials: z.string(),
        organisation: z.string(),
        /** Storage key of the logo (PNG or JPEG, checked by its bytes). */
        logoKey: z.string().nullable(),
      })
      .optional(),
    /** The profile page's details (the e-mail address is the sign-in, changed elsewhere). */
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    phone: z.string().optional(),
    company: z.string().optional(),
    position: z.string().optional(),
    /** Two-factor sign-in (TOTP): the app's secret once enabled; never sent to the browser again. */
    twoFactorSecret: z.string().nullable().optional(),
    /** A secret being set up: it becomes twoFactorSecret when a first code proves the app holds it. */
    twoFactorPendingSecret: z.string().nullable().optional(),
    createdAt: z.string(),
  }),
);
export type User = z.infer<typeof userSchema>;

type UserItem = ItemKeys & User & { type: 'user' };

/** Keeps e-mail addresses unique: written in the same transaction as the user. */
interface EmailItem extends ItemKeys {
  type: 'email';
  userId: string;
}
const emailSchema = /* @__PURE__ */ schema(() => z.object({ userId: z.string() }));

const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
/** Every account is listed here by creation time (newest last): the admin's latest accounts and recounts. */
const USERS_INDEX_PARTITION = 'USERS';
const emailKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' });

export type NewUser = Omit<User, 'id' | 'createdAt'>;

/** The items of a new account: its row and the e-mail item that keeps addresses unique. */
export function newUserItems(input: NewUser): { user: User; row: UserItem; email: EmailItem } {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const user: User = { id, createdAt, ...input };
  const row: UserItem = {
    ...userKey(id),
    gsi1pk: USERS_INDEX_PARTITION,
    gsi1sk: `${createdAt}#${id}`,
    type: 'user',
    ...user,
  };
  return { user, row, email: { ...emailKey(input.email), type: 'email', userId: id } };
}

/** Creates the user, or returns null when the e-mail address already has an account. */
export async function createUser(input: NewUser): Promise<User | null> {
  const { user, row, email } = newUserItems(input);
  try {
    await table().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: email, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: row, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return null;
    throw error;
  }
  return user;
}

/** A user's row as read by a batch (sessions.ts reads it with the session, in one round trip). */
export const userRowKey = (id: string) => userKey(id);
export const userOfRow = (item: Record<string, unknown>): User => fromRow(userSchema, 'user', item);

export async function getUser(id: string): Promise<User | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return Item ? fromRow(userSchema, 'user', Item) : undefined;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return Item ? getUser(fromRow(emailSchema, 'email', Item).userId) : undefined;
}

export type UserChanges = Partial<Omit<User, 'id' | 'email' | 'createdAt'>>;

/** Sets the given fields of an existing user and returns the user as stored. */
export async function updateUser(id: string, changes: UserChanges): Promise<User> {
  const update = setFields(changes);
  const { Attributes } = await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      ...update,
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromRow(userSchema, 'user', Attributes!);
}

/** Notes that the account was just used ("last access" in team management). */
export async function recordAccess(id: string, now = new Date()): Promise<void> {
  await table()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'SET lastAccessAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    )
    .catch(() => {});
}

/** The newest accounts first. */
export async function latestUsers(limit: number): Promise<User[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :users',
      ExpressionAttributeValues: { ':users': USERS_INDEX_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => fromRow(userSchema, 'user', item));
}

/** Every account, a page at a time (the daily recount of the figures, the purge). */
export async function* allUsers(): AsyncGenerator<User[]> {
  let from: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :users',
        ExpressionAttributeValues: { ':users': USERS_INDEX_PARTITION },
        ExclusiveStartKey: from,
      }),
    );
    yield (page.Items ?? []).map((item) => fromRow(userSchema, 'user', item));
    from = page.LastEvaluatedKey;
  } while (from);
}

/**
 * Deletes an account's own items, the row last (the data-lifecycle purge: a run stopped before the
 * row finds the account again). The e-mail item goes only while it still names this account: the
 * address may already belong to a new one. Returns how many items were deleted.
 */
export async function deleteAccountItems(user: Pick<User, 'id' | 'email'>): Promise<number> {
  const email = await nullWhenConditionFails(
    table().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: emailKey(user.email),
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': user.id },
      }),
    ),
  );
  const { Attributes } = await table().send(
    new DeleteCommand({ TableName: tableName(), Key: userKey(user.id), ReturnValues: 'ALL_OLD' }),
  );
  return (email ? 1 : 0) + (Attributes ? 1 : 0);
}

/** Adds to an account's analysis count; an account deleted meanwhile is left alone. */
export async function addToAnalysisCount(id: string, amount: number): Promise<void> {
  await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'ADD analysisCount :amount',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':amount': amount },
      }),
    ),
  );
}
