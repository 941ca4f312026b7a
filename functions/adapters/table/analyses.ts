import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { ANALYSIS_STATUSES, RISK_LEVELS, type StartAnalysisRequest } from '#shared/schemas/analysis';
import type { ItemKeys } from './keys';
import { fromRow, nullWhenConditionFails, setFields, table, tableName } from './client';

const previewSchema = /* @__PURE__ */ schema(() => z.object({ fileName: z.string(), key: z.string() }));
export type AnalysisPreview = z.infer<typeof previewSchema>;

/** An analysis job and, once done, where its result lives (results can exceed an item's size). */
const analysisSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    /** Its author. */
    userId: z.string(),
    /** Made by a team member: the analysis belongs to the team (listed and read by its members). */
    teamId: z.string().optional(),
    status: z.enum(ANALYSIS_STATUSES),
    progress: z.number(),
    step: z.string(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** Validated by the start route before it was stored. */
    request: z.custom<StartAnalysisRequest>((value) => typeof value === 'object' && value !== null),
    resultKey: z.string().nullable(),
    /** Downscaled JPEGs of the photos, for the results screen and the report (set when done). */
    previews: z.array(previewSchema).optional(),
    attempts: z.number(),
    /** The quota counters this analysis took a unit of, given back once on a platform failure. */
    quotaKeys: z.array(z.string()).optional(),
    /** The team pages this analysis took (enterprise packs), given back with the quota on a platform failure. */
    teamPages: z.object({ keys: z.array(z.string()), pages: z.number() }).optional(),
    /** Set when the quota unit was given back: never twice. */
    quotaRefunded: z.boolean().optional(),
    /** Kept in the user's saved analyses (`savedToStandard` in the API). */
    saved: z.boolean().optional(),
    /** Copied from the result and the workbench for the history list (search and counts without reading them). */
    riskCount: z.number().int().optional(),
    keptRiskCount: z.number().int().optional(),
    /** Highest level among the kept risks (all risks until the adviser chooses). */
    highestLevel: z.enum(RISK_LEVELS).nullable().optional(),
    clientName: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Analysis = z.infer<typeof analysisSchema>;

type AnalysisItem = ItemKeys & Analysis & { type: 'analysis' };

const analysisKey = (id: string) => ({ pk: `ANALYSIS#${id}`, sk: 'ANALYSIS' });

/** The list an analysis is in: its team's when it has one, else its author's. */
export function analysisListKey(owner: { id: string; teamId?: string }): string {
  return owner.teamId ? `TEAM#${owner.teamId}` : `USER#${owner.id}`;
}

export async function createAnalysis(item: Analysis): Promise<Analysis> {
  const stored: AnalysisItem = {
    ...analysisKey(item.id),
    // Listed per owner (or team), newest first.
    gsi1pk: analysisListKey({ id: item.userId, teamId: item.teamId }),
    gsi1sk: `ANALYSIS#${item.createdAt}`,
    type: 'analysis',
    ...item,
  };
  await table().send(
    new PutCommand({ TableName: tableName(), Item: stored, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return item;
}

/** An analysis's row as read by a batch (workbench.ts reads it with the workbench's version). */
export const analysisOfRow = (item: Record<string, unknown>): Analysis =>
  fromRow(analysisSchema, 'analysis', item);

export async function getAnalysis(id: string): Promise<Analysis | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: analysisKey(id) }));
  return Item ? fromRow(analysisSchema, 'analysis', Item) : undefined;
}

export type AnalysisChanges = Partial<
  Pick<
    Analysis,
    | 'status'
    | 'progress'
    | 'step'
    | 'error'
    | 'resultKey'
    | 'previews'
    | 'attempts'
    | 'riskCount'
    | 'highestLevel'
  >
>;

/**
 * Updates an analysis that is not finished: a done or failed analysis never changes
 * again, so a redelivered message cannot overwrite a result. Returns null when finished.
 */
export async function updateUnfinishedAnalysis(
  id: string,
  changes: AnalysisChanges,
): Promise<Analysis | null> {
  const update = setFields({ ...changes, updatedAt: new Date().toISOString() });
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKey(id),
        UpdateExpression: update.UpdateExpression,
        ConditionExpression: 'attribute_exists(pk) AND NOT (#status IN (:done, :failed))',
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status' },
        ExpressionAttributeValues: {
          ...update.ExpressionAttributeValues,
          ':done': 'done',
          ':failed': 'failed',
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return updated ? fromRow(analysisSchema, 'analysis', updated.Attributes!) : null;
}

const ownerPageKeySchema = /* @__PURE__ */ schema(() =>
  z.object({
    pk: z.string(),
    sk: z.string(),
    gsi1pk: z.string(),
    gsi1sk: z.string(),
  }),
);

/** A page's continuation as an opaque cursor (the index key, which stays inside this adapter). */
function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** The index key of a cursor, if it is one of this list's partition; null when it is not. */
function decodeCursor(cursor: string, listKey: string): Record<string, unknown> | null {
  try {
    const key = ownerPageKeySchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return key.success && key.data.gsi1pk === listKey ? key.data : null;
  } catch {
    return null;
  }
}

/**
 * The owner's analyses, newest first, one page at a time from the owner's index partition.
 * Returns null when `cursor` is not a cursor of this owner's list.
 */
export interface AnalysisPage {
  items: Analysis[];
  /** Where the next page starts; null on the last page. */
  cursor: string | null;
}
export async function listAnalysesByOwner(listKey: string, limit: number): Promise<AnalysisPage>;
export async function listAnalysesByOwner(
  listKey: string,
  limit: number,
  cursor: string | undefined,
): Promise<AnalysisPage | null>;
export async function listAnalysesByOwner(
  listKey: string,
  limit: number,
  cursor?: string,
): Promise<AnalysisPage | null> {
  const startKey = cursor ? decodeCursor(cursor, listKey) : undefined;
  if (startKey === null) return null;
  const page = await table().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':owner': listKey, ':prefix': 'ANALYSIS#' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => fromRow(analysisSchema, 'analysis', item)),
    cursor: encodeCursor(page.LastEvaluatedKey),
  };
}

/** The history list's copy of what the adviser changed: client and kept risks. */
export async function setAnalysisSummary(
  id: string,
  summary: Pick<Analysis, 'clientName' | 'keptRiskCount' | 'highestLevel'>,
): Promise<void> {
  const update = setFields(summary);
  if (!Object.keys(update.ExpressionAttributeNames).length) return;
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: analysisKey(id),
      ...update,
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

export interface AnalysisSearch {
  limit: number;
  cursor?: string;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
  matches: (analysis: Analysis) => boolean;
}

/** Items read at most per search call: a rare search over a long history goes on with the cursor. */
const SEARCH_READ_LIMIT = 400;

/**
 * A list's analyses (an owner's or a team's) in a date range, newest first, that `matches` accepts, a page at a time.
 * The text filter runs here, item by item, so the cursor resumes exactly after the last item read.
 * Returns null when `cursor` is not a cursor of this list.
 */
export async function searchAnalysesByOwner(
  listKey: string,
  search: AnalysisSearch,
): Promise<AnalysisPage | null> {
  const decoded = search.cursor ? decodeCursor(search.cursor, listKey) : undefined;
  if (decoded === null) return null;
  let startKey: Record<string, unknown> | undefined = decoded;
  const from = `ANALYSIS#${search.from ?? ''}`;
  const to = `ANALYSIS#${search.to ? `${search.to}T23:59:59.999Z~` : '~'}`;
  const items: Analysis[] = [];
  let read = 0;
  for (;;) {
    const page: QueryCommandOutput = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':owner': listKey, ':from': from, ':to': to },
        ScanIndexForward: false,
        Limit: 50,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const row of page.Items ?? []) {
      read++;
      const analysis = fromRow(analysisSchema, 'analysis', row);
      if (search.matches(analysis)) items.push(analysis);
      const key = { pk: row.pk, sk: row.sk, gsi1pk: row.gsi1pk, gsi1sk: row.gsi1sk };
      if (items.length === search.limit || read >= SEARCH_READ_LIMIT) {
        const more = row !== page.Items!.at(-1) || page.LastEvaluatedKey !== undefined;
        return { items, cursor: more ? encodeCursor(key) : null };
      }
    }
    if (!page.LastEvaluatedKey) return { items, cursor: null };
    startKey = page.LastEvaluatedKey;
  }
}

export async function markAnalysisSaved(id: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: analysisKey(id),
      UpdateExpression: 'SET saved = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

export async function deleteAnalysisRecord(id: string): Promise<void> {
  await table().send(new DeleteCommand({ TableName: tableName(), Key: analysisKey(id) }));
}

/**
 * Marks the analysis's quota as given back; true only for the one caller that marked it, so a
 * worker's last attempt and the staleness check cannot both refund the same analysis.
 */
export async function markQuotaRefunded(id: string): Promise<boolean> {
  const marked = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKey(id),
        UpdateExpression: 'SET quotaRefunded = :yes',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(quotaRefunded)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    ),
  );
  return marked !== null;
}
