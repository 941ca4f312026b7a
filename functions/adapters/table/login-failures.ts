import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKeys } from './keys';
import { isExpired, nowSeconds, table, tableName } from './client';

/** Consecutive failed sign-ins for one e-mail address, forgotten after a quiet window. */
interface LoginFailuresItem extends ItemKeys {
  type: 'loginFailures';
  failures: number;
  expiresAt: number;
}

const failuresKey = (email: string) => ({ pk: `LOGINFAIL#${email}`, sk: 'LOGINFAIL' });

export async function countLoginFailures(email: string): Promise<number> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: failuresKey(email) }));
  const item = Item as LoginFailuresItem | undefined;
  return item && !isExpired(item) ? item.failures : 0;
}

/** Adds one failure atomically and restarts the window; returns the new count. */
export async function recordLoginFailure(email: string, windowSeconds: number): Promise<number> {
  const now = nowSeconds();
  try {
    const { Attributes } = await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: failuresKey(email),
        UpdateExpression: 'SET failures = failures + :one, expiresAt = :expires',
        // Only a live counter is incremented; a missing or expired one starts again below.
        ConditionExpression: 'attribute_exists(failures) AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':expires': now + windowSeconds, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes as LoginFailuresItem).failures;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const item: LoginFailuresItem = {
    ...failuresKey(email),
    type: 'loginFailures',
    failures: 1,
    expiresAt: now + windowSeconds,
  };
  await table().send(new PutCommand({ TableName: tableName(), Item: item }));
  return 1;
}

export async function clearLoginFailures(email: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: failuresKey(email) }));
}
