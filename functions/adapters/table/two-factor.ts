import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deleteUserItems } from './batch';
import type { ItemKeys } from './keys';
import { nullWhenConditionFails, table, tableName } from './client';

/**
 * The stored half of two-factor sign-in beside the user's secret: the recovery codes, one item
 * each, only their SHA-256 kept (80 random bits each: a table read yields no usable code), and
 * the time step of the last accepted app code, so a code works once.
 */
const hash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('base64url');
const recoveryKey = (userId: string, code: string) => ({
  pk: `RECOVERY#${userId}#${hash(userId, code)}`,
  sk: 'RECOVERY',
});
const stepKey = (userId: string) => ({ pk: `TOTPSTEP#${userId}`, sk: 'TOTPSTEP' });

/** Replaces the user's recovery codes by these (given normalised: lower case, no dashes). */
export async function replaceRecoveryCodes(userId: string, codes: readonly string[]): Promise<void> {
  await deleteRecoveryCodes(userId);
  for (const code of codes) {
    const item: ItemKeys & { type: 'recoveryCode'; userId: string } = {
      ...recoveryKey(userId, code),
      // Listed per user, to count them and to delete them all when two-factor sign-in ends.
      gsi1pk: `USER#${userId}`,
      gsi1sk: `RECOVERY#${hash(userId, code)}`,
      type: 'recoveryCode',
      userId,
    };
    await table().send(new PutCommand({ TableName: tableName(), Item: item }));
  }
}

/** Uses a recovery code up: the conditional delete lets exactly one of two concurrent uses succeed. */
export async function consumeRecoveryCode(userId: string, code: string): Promise<boolean> {
  const deleted = await nullWhenConditionFails(
    table().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: recoveryKey(userId, code),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
  return deleted !== null;
}

export async function countRecoveryCodes(userId: string): Promise<number> {
  const { Count } = await table().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': 'RECOVERY#' },
      Select: 'COUNT',
    }),
  );
  return Count ?? 0;
}

export async function deleteRecoveryCodes(userId: string): Promise<void> {
  await deleteUserItems(userId, 'RECOVERY#');
}

/**
 * Records that the app code of time step `step` was used; false when it, or a later one, already
 * was (a code seen over someone's shoulder cannot be replayed within its 30 seconds).
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const claimed = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: stepKey(userId),
        UpdateExpression: 'SET #type = :type, lastStep = :step',
        ConditionExpression: 'attribute_not_exists(lastStep) OR lastStep < :step',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'totpStep', ':step': step },
      }),
    ),
  );
  return claimed !== null;
}

/** Deletes the record of the last app code used (an account being purged); returns how many. */
export async function deleteTotpStep(userId: string): Promise<number> {
  const { Attributes } = await table().send(
    new DeleteCommand({ TableName: tableName(), Key: stepKey(userId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? 1 : 0;
}
