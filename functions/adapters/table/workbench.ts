import { randomBytes } from 'node:crypto';
import {
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { riskSchema } from '#shared/schemas/analysis';
import { reportCover, riskEdit, type EditLogEntry } from '#shared/schemas/workbench';
import { fromRow, getRows, table, tableName } from './client';
import { analysisAndWorkbenchKeys } from './read-ahead';
import { analysisOfRow, type Analysis } from './analyses';

/**
 * The adviser's work on an analysis, stored in the analysis's own partition (`ANALYSIS#<id>`) beside
 * its job item, so one query reads it all:
 * - `WORKBENCH`: the kept risks, the report cover, the merges, the next number for an own finding;
 * - `RISK#<riskId>`: the adviser's edit of one engine risk, or a finding of their own;
 * - `EDIT#<time>#<random>`: one entry of the edit log (who, when, what).
 * The engine's result, in storage, is never rewritten.
 */

const mergeSchema = /* @__PURE__ */ schema(() =>
  z.object({ keep: z.string(), remove: z.string(), at: z.string(), by: z.string() }),
);
export type StoredMerge = z.infer<typeof mergeSchema>;

const workbenchSchema = /* @__PURE__ */ schema(() =>
  z.object({
    /** null: never chosen, every risk is kept. */
    selectedRisks: z.array(z.string()).nullable(),
    report: reportCover,
    merges: z.array(mergeSchema),
    /** Own findings are numbered from here (after the engine's risks). */
    addedCount: z.number().int(),
    updatedAt: z.string().nullable(),
  }),
);
export type Workbench = z.infer<typeof workbenchSchema>;

export const EMPTY_WORKBENCH: Workbench = {
  selectedRisks: null,
  report: {},
  merges: [],
  addedCount: 0,
  updatedAt: null,
};

const riskRecordSchema = /* @__PURE__ */ schema(() =>
  z.object({
    riskId: z.string(),
    /** The fields the adviser changed on an engine risk. */
    edit: riskEdit.optional(),
    /** A finding of the adviser's own, complete. */
    added: riskSchema.optional(),
    editedAt: z.string(),
    editedBy: z.string(),
  }),
);
export type RiskRecord = z.infer<typeof riskRecordSchema>;

const editLogSchema = /* @__PURE__ */ schema(() =>
  z.object({
    at: z.string(),
    by: z.string(),
    kind: z.enum(['selection', 'risk', 'added', 'removed', 'merge', 'unmerge', 'report', 'action']),
    riskId: z.string().nullable(),
    detail: z.string(),
  }),
);

const partition = (analysisId: string) => `ANALYSIS#${analysisId}`;
const WORKBENCH_SK = 'WORKBENCH';
const riskSk = (riskId: string) => `RISK#${riskId}`;
const EDIT_PREFIX = 'EDIT#';

export interface WorkbenchState {
  workbench: Workbench;
  risks: RiskRecord[];
}

/** Every item of a partition whose sort key starts with `prefix` (all pages). */
async function queryPartition(analysisId: string, prefix: string, newestFirst = false) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition(analysisId), ':prefix': prefix },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The workbench and risk records of an analysis (the edit log is read apart: it only grows). */
export async function readWorkbench(analysisId: string): Promise<WorkbenchState> {
  // 'RISK#' < 'WORKBENCH': one query over the sort keys from RISK# on, edits excluded by range.
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': partition(analysisId), ':from': 'RISK#', ':to': WORKBENCH_SK },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const workbenchItem = items.find((item) => item.sk === WORKBENCH_SK);
  return {
    workbench: workbenchItem ? fromRow(workbenchSchema, 'workbench', workbenchItem) : EMPTY_WORKBENCH,
    risks: items
      .filter((item) => String(item.sk).startsWith('RISK#'))
      .map((item) => fromRow(riskRecordSchema, 'risk record', item)),
  };
}

/**
 * An analysis's item and its workbench's version (the `updatedAt` every change sets; null while
 * nothing was changed), in one round trip: what a poll compares before reading anything else.
 */
export async function analysisAndWorkbenchVersion(
  analysisId: string,
): Promise<{ item: Analysis | undefined; workbenchVersion: string | null }> {
  const [item, workbench] = await getRows(analysisAndWorkbenchKeys(analysisId));
  return {
    item: item ? analysisOfRow(item) : undefined,
    workbenchVersion: typeof workbench?.updatedAt === 'string' ? workbench.updatedAt : null,
  };
}

export async function readEditLog(analysisId: string): Promise<EditLogEntry[]> {
  const items = await queryPartition(analysisId, EDIT_PREFIX, true);
  return items.map((item) => fromRow(editLogSchema, 'edit log entry', item));
}

export interface WorkbenchWrite {
  /** The whole workbench item as it should be; written only if it still holds `expectedUpdatedAt`. */
  workbench: Workbench;
  expectedUpdatedAt: string | null;
  putRisks: RiskRecord[];
  deleteRisks: string[];
  log: EditLogEntry[];
}

/** DynamoDB's limit of items in one transaction. */
export const MAX_WRITES_PER_CHANGE = 100;

/**
 * Writes one change of the workbench atomically. The workbench item is the change's lock: it is
 * written only if nobody changed it since it was read (`expectedUpdatedAt`), so two tabs saving at
 * once cannot lose one another's work. Returns false when it had changed (the caller reads again).
 */
export async function writeWorkbench(analysisId: string, change: WorkbenchWrite): Promise<boolean> {
  const pk = partition(analysisId);
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Put: {
        TableName: tableName(),
        Item: { pk, sk: WORKBENCH_SK, type: 'workbench', ...change.workbench },
        ...(change.expectedUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: 'updatedAt = :expected',
              ExpressionAttributeValues: { ':expected': change.expectedUpdatedAt },
            }),
      },
    },
    ...change.putRisks.map((record) => ({
      Put: { TableName: tableName(), Item: { pk, sk: riskSk(record.riskId), type: 'riskRecord', ...record } },
    })),
    ...change.deleteRisks.map((riskId) => ({
      Delete: { TableName: tableName(), Key: { pk, sk: riskSk(riskId) } },
    })),
    ...change.log.map((entry) => ({
      Put: {
        TableName: tableName(),
        Item: {
          pk,
          sk: `${EDIT_PREFIX}${entry.at}#${randomBytes(4).toString('hex')}`,
          type: 'edit',
          ...entry,
        },
      },
    })),
  ];
  if (items.length > MAX_WRITES_PER_CHANGE) throw new Error(`A workbench change of ${items.length} writes`);
  try {
    await table().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      (error as Error).name === 'TransactionCanceledException' &&
      reasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw error;
  }
}

/** Sort keys of every workbench item of an analysis (deleted with it). */
export async function workbenchKeys(analysisId: string): Promise<{ pk: string; sk: string }[]> {
  const pk = partition(analysisId);
  const items = [
    ...(await queryPartition(analysisId, 'RISK#')),
    ...(await queryPartition(analysisId, EDIT_PREFIX)),
    ...(await queryPartition(analysisId, 'ACTION#')),
    ...(await queryPartition(analysisId, WORKBENCH_SK)),
  ];
  return items.map((item) => ({ pk, sk: String(item.sk) }));
}

/** One entry of an analysis's edit log, written on its own (changes to its action plan). */
export async function writeEditLogEntry(analysisId: string, entry: EditLogEntry): Promise<void> {
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: partition(analysisId),
        sk: `${EDIT_PREFIX}${entry.at}#${randomBytes(4).toString('hex')}`,
        type: 'edit',
        ...entry,
      },
    }),
  );
}
