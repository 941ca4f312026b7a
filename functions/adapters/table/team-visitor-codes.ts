// A team's visitor codes: the code in the team's partition, its pointer by the code's hash.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fromRow, nullWhenConditionFails, table, tableName } from './client';
import {
  visitorCodeSchema,
  pointerSchema,
  secretHash,
  visitorKey,
  visitorPointerKey,
  POINTER_GRACE_SECONDS,
  epochOf,
  transact,
  type VisitorCodeRecord,
} from './team-items';

export async function putVisitorCode(code: VisitorCodeRecord): Promise<void> {
  await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...visitorKey(code.teamId, code.id),
            type: 'visitorCode',
            ...code,
            expiresAt: epochOf(code.validUntil) + POINTER_GRACE_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...visitorPointerKey(code.codeHash),
            type: 'visitorPointer',
            teamId: code.teamId,
            targetId: code.id,
            expiresAt: epochOf(code.validUntil) + POINTER_GRACE_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    ['invitation', 'invitation'],
  );
}

export async function getVisitorCode(teamId: string, id: string): Promise<VisitorCodeRecord | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: visitorKey(teamId, id), ConsistentRead: true }),
  );
  return Item ? fromRow(visitorCodeSchema, 'visitorCode', Item) : undefined;
}

export async function visitorCodeBySecret(raw: string): Promise<VisitorCodeRecord | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: visitorPointerKey(secretHash(raw)), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const pointer = fromRow(pointerSchema, 'visitorPointer', Item);
  return getVisitorCode(pointer.teamId, pointer.targetId);
}

/**
 * Records a visitor's use of an active code. The first use names the visitor; later uses must be
 * the same person (codes are single-person): false when the code is no longer usable or is bound
 * to someone else.
 */
export async function useVisitorCode(code: VisitorCodeRecord, name: string): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: visitorKey(code.teamId, code.id),
        UpdateExpression: 'SET #name = :name, lastUsedAt = :now',
        ConditionExpression:
          '#status = :active AND validUntil > :now AND (attribute_not_exists(#name) OR #name = :nullName OR #name = :name)',
        ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
        ExpressionAttributeValues: { ':active': 'active', ':now': now, ':name': name, ':nullName': null },
      }),
    ),
  );
  return updated !== null;
}

export async function cancelVisitorCode(teamId: string, id: string): Promise<boolean> {
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: visitorKey(teamId, id),
        UpdateExpression: 'SET #status = :cancelled',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cancelled': 'cancelled', ':active': 'active' },
      }),
    ),
  );
  return updated !== null;
}
