import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { ACTION_STATUSES } from '#shared/schemas/workbench';
import type { ItemKeys } from './keys';
import { fromRow, nullWhenConditionFails, table, tableName } from './client';

/**
 * A corrective action of an analysis's risk. Listed per owner by due date (gsi1); while a reminder
 * is still to be sent, also in the reminder index (gsi2, by the date it is due to be sent), which the
 * scheduled reminder job reads: the index holds exactly the actions waiting for a reminder.
 */
const actionRecordSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    analysisId: z.string(),
    riskId: z.string(),
    title: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    /** YYYY-MM-DD */
    dueDate: z.string(),
    status: z.enum(ACTION_STATUSES),
    closureNote: z.string(),
    /** Storage key of the downscaled photo taken after the correction. */
    closurePhotoKey: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** Reminders sent: before the due date, and once overdue (ISO times). */
    remindedBefore: z.string().nullable(),
    remindedOverdue: z.string().nullable(),
    /** The date (YYYY-MM-DD) the next reminder is due to go; null when none is left to send. */
    nextReminder: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ActionRecord = z.infer<typeof actionRecordSchema>;

const actionKey = (id: string) => ({ pk: `ACTION#${id}`, sk: 'ACTION' });
const reminderPartition = (date: string) => `REMINDER#${date.slice(0, 7)}`;

/** The index keys an action carries for its current state. */
function indexKeys(action: ActionRecord): ItemKeys {
  return {
    ...actionKey(action.id),
    gsi1pk: `USER#${action.userId}`,
    gsi1sk: `ACTION#${action.dueDate}#${action.id}`,
    ...(action.nextReminder
      ? { gsi2pk: reminderPartition(action.nextReminder), gsi2sk: `${action.nextReminder}#${action.id}` }
      : {}),
  };
}

/** Writes the action whole (its index keys follow its due date and reminder state). */
export async function putAction(action: ActionRecord, expectedUpdatedAt?: string): Promise<boolean> {
  const written = await nullWhenConditionFails(
    table().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...indexKeys(action), type: 'action', ...action },
        ...(expectedUpdatedAt
          ? {
              ConditionExpression: 'updatedAt = :expected',
              ExpressionAttributeValues: { ':expected': expectedUpdatedAt },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    ),
  );
  return written !== null;
}

export async function getAction(id: string): Promise<ActionRecord | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: actionKey(id) }));
  return Item ? fromRow(actionRecordSchema, 'action', Item) : undefined;
}

export async function deleteActionRecord(id: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: actionKey(id) }));
}

/** Every action of an owner, by due date (an adviser's plan is a few hundred actions at most). */
export async function listActionsByOwner(userId: string): Promise<ActionRecord[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':owner': `USER#${userId}`, ':prefix': 'ACTION#' },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.map((item) => fromRow(actionRecordSchema, 'action', item));
}

/** Actions whose next reminder is due on or before `date`, in the month partitions from `since` on. */
export async function actionsToRemind(since: string, date: string): Promise<ActionRecord[]> {
  const months: string[] = [];
  for (let month = since.slice(0, 7); month <= date.slice(0, 7); month = nextMonth(month)) months.push(month);
  const found: ActionRecord[] = [];
  for (const month of months) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await table().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :month AND gsi2sk <= :until',
          ExpressionAttributeValues: { ':month': reminderPartition(`${month}-01`), ':until': `${date}#~` },
          ExclusiveStartKey: startKey,
        }),
      );
      found.push(...(page.Items ?? []).map((item) => fromRow(actionRecordSchema, 'action', item)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return found;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Claims a reminder: records it as sent and moves the action to its next reminder, only if nobody
 * claimed it since it was read. Two overlapping runs never send the same reminder twice.
 */
export async function claimReminder(
  action: ActionRecord,
  kind: 'before' | 'overdue',
  at: string,
  next: string | null,
): Promise<boolean> {
  const claimed = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: actionKey(action.id),
        UpdateExpression: next
          ? `SET #sent = :at, nextReminder = :next, gsi2pk = :pk, gsi2sk = :sk`
          : `SET #sent = :at, nextReminder = :none REMOVE gsi2pk, gsi2sk`,
        ConditionExpression: 'nextReminder = :current AND updatedAt = :updated',
        ExpressionAttributeNames: { '#sent': kind === 'before' ? 'remindedBefore' : 'remindedOverdue' },
        ExpressionAttributeValues: {
          ':at': at,
          ':current': action.nextReminder,
          ':updated': action.updatedAt,
          ...(next
            ? { ':next': next, ':pk': reminderPartition(next), ':sk': `${next}#${action.id}` }
            : { ':none': null }),
        },
      }),
    ),
  );
  return claimed !== null;
}

/** Gives a claimed reminder back when its mail could not be sent: the next run tries again. */
export async function releaseReminder(action: ActionRecord, kind: 'before' | 'overdue'): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: actionKey(action.id),
      UpdateExpression: 'SET #sent = :none, nextReminder = :date, gsi2pk = :pk, gsi2sk = :sk',
      ExpressionAttributeNames: { '#sent': kind === 'before' ? 'remindedBefore' : 'remindedOverdue' },
      ExpressionAttributeValues: {
        ':none': null,
        ':date': action.nextReminder,
        ':pk': reminderPartition(action.nextReminder!),
        ':sk': `${action.nextReminder}#${action.id}`,
      },
    }),
  );
}
