import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { BILLING_PERIODS, PLAN_IDS } from '#shared/plans';
import { SUBSCRIPTION_STATUSES } from '#shared/tiers';
import { fromRow, nullWhenConditionFails, setFields, table, tableName } from './client';

/** A subscription as the product sees it, whatever the provider's object looked like. */
const subscriptionStateSchema = /* @__PURE__ */ schema(() =>
  z.object({
    subscriptionId: z.string(),
    customerId: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** When the current paid or trial period ends (ISO). */
    periodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    plan: z.enum(PLAN_IDS).nullable(),
    billing: z.enum(BILLING_PERIODS).nullable(),
  }),
);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** The last known state of a provider subscription, and the account it belongs to. */
const subscriptionRecordSchema = /* @__PURE__ */ schema(() =>
  subscriptionStateSchema.extend({
    /** Provider time (epoch seconds) of the event this state came from: older events are ignored. */
    stateAt: z.number(),
    userId: z.string().optional(),
  }),
);
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

const subscriptionKey = (id: string) => ({ pk: `SUBSCRIPTION#${id}`, sk: 'STATE' });
const trialKey = (email: string) => ({ pk: `TRIAL#${email}`, sk: 'TRIAL' });

/**
 * Stores a state unless one as new is already stored (events can arrive out of order).
 * Two states of the same second cannot be ordered: the first stays unless the caller says
 * this one is the provider's current state (`replaceTie`). Returns the stored item when
 * applied, null when it was not.
 */
export async function applySubscriptionState(
  state: SubscriptionState,
  at: number,
  { replaceTie = false } = {},
): Promise<SubscriptionRecord | null> {
  const update = setFields({ ...state, type: 'subscription', stateAt: at });
  const applied = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriptionKey(state.subscriptionId),
        UpdateExpression: update.UpdateExpression,
        ConditionExpression: `attribute_not_exists(stateAt) OR stateAt ${replaceTie ? '<=' : '<'} :at`,
        ExpressionAttributeNames: update.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return applied ? fromRow(subscriptionRecordSchema, 'subscription', applied.Attributes!) : null;
}

export async function getSubscriptionRecord(id: string): Promise<SubscriptionRecord | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: subscriptionKey(id) }));
  return Item ? fromRow(subscriptionRecordSchema, 'subscription', Item) : undefined;
}

export async function linkSubscriptionToUser(subscriptionId: string, userId: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriptionKey(subscriptionId),
      UpdateExpression: 'SET userId = :user',
      ExpressionAttributeValues: { ':user': userId },
    }),
  );
}

/** One trial per e-mail address, for ever: kept even when the account is deleted. */
export async function markTrialUsed(email: string): Promise<void> {
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...trialKey(email), type: 'trial', usedAt: new Date().toISOString() },
    }),
  );
}

export async function hasUsedTrial(email: string): Promise<boolean> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: trialKey(email) }));
  return Boolean(Item);
}

/** Deletes the stored state of a subscription linked to this account (an account being purged). */
export async function deleteSubscriptionRecord(subscriptionId: string, userId: string): Promise<number> {
  const deleted = await nullWhenConditionFails(
    table().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: subscriptionKey(subscriptionId),
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': userId },
      }),
    ),
  );
  return deleted ? 1 : 0;
}
