import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SourceInterface, SubscriptionStatus, Tier } from '#shared/tiers';
import type { Language } from '#shared/languages';
import type { BillingPeriod } from '#shared/plans';
import type { ItemKeys } from './keys';
import { setFields, table, tableName } from './client';

export interface UserItem extends ItemKeys {
  type: 'user';
  id: string;
  email: string;
  passwordHash: string | null;
  tier: Tier;
  role: 'user' | 'admin';
  sourceInterface: SourceInterface | null;
  language: Language;
  emailVerified: boolean;
  subscriptionStatus: SubscriptionStatus;
  /** ISO date; null while the provider has not told us. */
  subscriptionEndDate: string | null;
  /** The subscription stays usable until subscriptionEndDate, then ends. */
  cancelAtPeriodEnd?: boolean;
  billing?: BillingPeriod | null;
  /** Payment provider ids; the subscription record keyed by subscriptionId is the source of truth. */
  customerId?: string | null;
  subscriptionId?: string | null;
  /** Seats of the owner's team (enterprise packs), owner included. */
  teamSeats?: number;
  country?: string | null;
  createdAt: string;
}

/** Keeps e-mail addresses unique: written in the same transaction as the user. */
interface EmailItem extends ItemKeys {
  type: 'email';
  userId: string;
}

const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
const emailKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' });

export type NewUser = Omit<UserItem, keyof ItemKeys | 'type' | 'id' | 'createdAt'>;

/** Creates the user, or returns null when the e-mail address already has an account. */
export async function createUser(input: NewUser): Promise<UserItem | null> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const user: UserItem = {
    ...userKey(id),
    gsi1pk: 'USERS',
    gsi1sk: `${createdAt}#${id}`,
    type: 'user',
    id,
    createdAt,
    ...input,
  };
  const email: EmailItem = { ...emailKey(input.email), type: 'email', userId: id };
  try {
    await table().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: email, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: user, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return null;
    throw error;
  }
  return user;
}

export async function getUser(id: string): Promise<UserItem | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return Item as UserItem | undefined;
}

export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return Item ? getUser((Item as EmailItem).userId) : undefined;
}

export type UserChanges = Partial<Omit<UserItem, keyof ItemKeys | 'type' | 'id' | 'email' | 'createdAt'>>;

/** Sets the given fields of an existing user and returns the user as stored. */
export async function updateUser(id: string, changes: UserChanges): Promise<UserItem> {
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
  return Attributes as UserItem;
}
