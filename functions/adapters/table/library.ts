import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import {
  ASSISTANT_STATUSES,
  LIBRARY_KINDS,
  LIBRARY_STATUSES,
  assistantAnswer,
} from '#shared/schemas/assistant';
import { CANADIAN_JURISDICTIONS } from '#shared/knowledge/types';
import { LANGUAGE_CODES } from '#shared/languages';
import { deletePartition } from './batch';
import { fromRow, nullWhenConditionFails, setFields, table, tableName } from './client';

/**
 * The assistant's library: one partition per team or adviser (`LIBRARY#TEAM#<id>` or
 * `LIBRARY#USER#<id>`) holding its documents, its questions and answers, and one counter of the
 * documents it holds, the only thing the 50-document limit is checked against.
 */
const documentSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(LIBRARY_KINDS).exclude(['history']),
    name: z.string(),
    size: z.number(),
    contentType: z.string(),
    category: z.string(),
    description: z.string(),
    uploadedAt: z.string(),
    status: z.enum(LIBRARY_STATUSES),
    pages: z.number().nullable(),
    addedBy: z.string(),
    /** Where the file is stored, and its extracted text once read. */
    objectKey: z.string(),
    textKey: z.string().nullable(),
  }),
);
export type LibraryDocument = z.infer<typeof documentSchema>;

const questionSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    kind: z.literal('history'),
    status: z.enum(ASSISTANT_STATUSES),
    question: z.string(),
    language: z.enum(LANGUAGE_CODES),
    province: z.enum(CANADIAN_JURISDICTIONS),
    /** What the question was asked over: library ids and analysis ids. */
    documentIds: z.array(z.string()),
    analysisIds: z.array(z.string()),
    fileNames: z.array(z.string()),
    timestamp: z.string(),
    savedToStandard: z.boolean(),
    answer: assistantAnswer.nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    addedBy: z.string(),
    attempts: z.number(),
  }),
);
export type LibraryQuestion = z.infer<typeof questionSchema>;

export type LibraryEntry = LibraryDocument | LibraryQuestion;

const partition = (owner: string) => `LIBRARY#${owner}`;
const entryKey = (owner: string, id: string) => ({ pk: partition(owner), sk: `ENTRY#${id}` });
const counterKey = (owner: string) => ({ pk: partition(owner), sk: 'COUNT' });

function entryOf(item: Record<string, unknown>): LibraryEntry {
  return item.kind === 'history'
    ? fromRow(questionSchema, 'libraryQuestion', item)
    : fromRow(documentSchema, 'libraryDocument', item);
}

/**
 * Takes `count` places in the library if that many are left, in one conditional update: twenty
 * confirmations at once cannot take more than the limit between them. False when full.
 */
export async function takePlaces(owner: string, count: number, limit: number): Promise<boolean> {
  if (count > limit) return false;
  const taken = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(owner),
        UpdateExpression: 'SET #type = :type ADD used :count',
        ConditionExpression: 'attribute_not_exists(used) OR used <= :most',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'libraryCount', ':count': count, ':most': limit - count },
      }),
    ),
  );
  return taken !== null;
}

/** Gives places back (a confirmation that failed after taking them, or a deletion). */
export async function returnPlaces(owner: string, count: number): Promise<void> {
  await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(owner),
        UpdateExpression: 'ADD used :minus',
        ConditionExpression: 'used >= :count',
        ExpressionAttributeValues: { ':minus': -count, ':count': count },
      }),
    ),
  );
}

const usedSchema = /* @__PURE__ */ schema(() => z.object({ used: z.number().optional() }));

export async function placesUsed(owner: string): Promise<number> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: counterKey(owner), ConsistentRead: true }),
  );
  return Item ? (fromRow(usedSchema, 'libraryCount', Item).used ?? 0) : 0;
}

export async function putEntry(owner: string, entry: LibraryEntry): Promise<void> {
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...entryKey(owner, entry.id), type: 'libraryEntry', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getEntry(owner: string, id: string): Promise<LibraryEntry | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: entryKey(owner, id), ConsistentRead: true }),
  );
  return Item ? entryOf(Item) : undefined;
}

/** Every entry of the library, newest first. */
export async function listEntries(owner: string): Promise<LibraryEntry[]> {
  const entries: LibraryEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition(owner), ':prefix': 'ENTRY#' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) entries.push(entryOf(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const time = (entry: LibraryEntry) => (entry.kind === 'history' ? entry.timestamp : entry.uploadedAt);
  return entries.sort((a, b) => time(b).localeCompare(time(a)));
}

/** Deletes an entry; returns it as it was, or undefined when it was already gone. */
export async function deleteEntry(owner: string, id: string): Promise<LibraryEntry | undefined> {
  const { Attributes } = await table().send(
    new DeleteCommand({ TableName: tableName(), Key: entryKey(owner, id), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? entryOf(Attributes) : undefined;
}

/** Sets fields of an entry that still exists; false when it was deleted meanwhile. */
export async function updateEntry(
  owner: string,
  id: string,
  changes: Partial<LibraryDocument> | Partial<LibraryQuestion>,
  onlyIfStatus?: string,
): Promise<boolean> {
  const update = setFields(changes);
  const condition = onlyIfStatus ? 'attribute_exists(pk) AND #status = :expected' : 'attribute_exists(pk)';
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(owner, id),
        ...update,
        ConditionExpression: condition,
        ExpressionAttributeNames: {
          ...update.ExpressionAttributeNames,
          ...(onlyIfStatus ? { '#status': 'status' } : {}),
        },
        ExpressionAttributeValues: {
          ...update.ExpressionAttributeValues,
          ...(onlyIfStatus ? { ':expected': onlyIfStatus } : {}),
        },
      }),
    ),
  );
  return updated !== null;
}

/** Deletes a whole library (its entries and counter; the caller deletes their files); returns how many items. */
export async function deleteLibrary(owner: string): Promise<number> {
  return deletePartition(partition(owner));
}
