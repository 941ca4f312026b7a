import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalysisStatus, StartAnalysisRequest } from '#shared/schemas/analysis';
import type { ItemKeys } from './keys';
import { setFields, table, tableName } from './client';

/** An analysis job and, once done, where its result lives (results can exceed an item's size). */
export interface AnalysisItem extends ItemKeys {
  type: 'analysis';
  id: string;
  userId: string;
  status: AnalysisStatus;
  progress: number;
  step: string;
  error: { code: string; message: string } | null;
  request: StartAnalysisRequest;
  resultKey: string | null;
  /** Downscaled JPEGs of the photos, for the results screen and the report (set when done). */
  previews?: AnalysisPreview[];
  attempts: number;
  /** The quota counters this analysis took a unit of, given back once on a platform failure. */
  quotaKeys?: string[];
  /** Set when the quota unit was given back: never twice. */
  quotaRefunded?: boolean;
  /** Kept in the user's saved analyses (`savedToStandard` in the API). */
  saved?: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AnalysisPreview {
  fileName: string;
  key: string;
}

const analysisKey = (id: string) => ({ pk: `ANALYSIS#${id}`, sk: 'ANALYSIS' });

export async function createAnalysis(
  item: Omit<AnalysisItem, keyof ItemKeys | 'type'>,
): Promise<AnalysisItem> {
  const stored: AnalysisItem = {
    ...analysisKey(item.id),
    // Listed per owner, newest first.
    gsi1pk: `USER#${item.userId}`,
    gsi1sk: `ANALYSIS#${item.createdAt}`,
    type: 'analysis',
    ...item,
  };
  await table().send(
    new PutCommand({ TableName: tableName(), Item: stored, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return stored;
}

export async function getAnalysis(id: string): Promise<AnalysisItem | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: analysisKey(id) }));
  return Item as AnalysisItem | undefined;
}

export type AnalysisChanges = Partial<
  Pick<AnalysisItem, 'status' | 'progress' | 'step' | 'error' | 'resultKey' | 'previews' | 'attempts'>
>;

/**
 * Updates an analysis that is not finished: a done or failed analysis never changes
 * again, so a redelivered message cannot overwrite a result. Returns null when finished.
 */
export async function updateUnfinishedAnalysis(
  id: string,
  changes: AnalysisChanges,
): Promise<AnalysisItem | null> {
  const update = setFields({ ...changes, updatedAt: new Date().toISOString() });
  try {
    const { Attributes } = await table().send(
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
    );
    return Attributes as AnalysisItem;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** The owner's analyses, newest first, one page at a time from the owner's index partition. */
export async function listAnalysesByOwner(userId: string, limit: number, startKey?: Record<string, unknown>) {
  const page = await table().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':owner': `USER#${userId}`, ':prefix': 'ANALYSIS#' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (page.Items ?? []) as AnalysisItem[], lastKey: page.LastEvaluatedKey };
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
  try {
    await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKey(id),
        UpdateExpression: 'SET quotaRefunded = :yes',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(quotaRefunded)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
