import { deleteObjects } from '#adapters/objects';
import {
  deleteAnalysisRecord,
  listAnalysesByOwner,
  markAnalysisSaved,
  type AnalysisItem,
} from '#adapters/table/analyses';
import { ownAnalysis } from './status';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from './uploads';

function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A cursor is only accepted for the caller's own index partition. */
function decodeCursor(cursor: string | undefined, userId: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (key.gsi1pk === `USER#${userId}` && typeof key.pk === 'string' && typeof key.sk === 'string')
      return key;
  } catch {
    // Falls through to the error below.
  }
  throw new AppError(400, 'validationFailed', { fields: { cursor: 'invalidCursor' } });
}

function listItem(item: AnalysisItem) {
  const { request } = item;
  return {
    id: item.id,
    status: item.status,
    area: request.area,
    workplaceInfo: {
      mainSector: request.mainSector,
      subSector: request.subSector,
      specificActivity: request.specificActivity,
    },
    jurisdiction: request.jurisdiction,
    timestamp: item.createdAt,
    fileNames: request.files.map((f) => f.name),
    language: request.language,
    savedToStandard: item.saved ?? false,
    source: 'standard' as const,
    riskCount: null,
  };
}

export async function listAnalyses(userId: string, limit: number, cursor?: string) {
  const { items, lastKey } = await listAnalysesByOwner(userId, limit, decodeCursor(cursor, userId));
  return { analyses: items.map(listItem), nextCursor: encodeCursor(lastKey) };
}

export async function saveAnalysis(userId: string, id: string) {
  const item = await ownAnalysis(userId, id);
  if (item.status !== 'done') throw new AppError(409, 'analysisNotReady');
  await markAnalysisSaved(id);
  return { success: true as const, analysisId: id };
}

/**
 * Deletes the analysis with everything stored for it: the customer's uploaded photos and
 * documents, the result and the photo previews. Objects go first: a failure leaves the record,
 * so a retry finds what is left to delete. Only keys under the owner's prefix are touched.
 */
export async function deleteAnalysis(userId: string, id: string): Promise<void> {
  const item = await ownAnalysis(userId, id);
  const keys = [
    ...item.request.files.map((file) => file.key).filter((key) => isUploadKeyOf(userId, key)),
    ...(item.resultKey ? [item.resultKey] : []),
    ...(item.previews ?? []).map((preview) => preview.key),
  ];
  if (keys.length) await deleteObjects(keys);
  await deleteAnalysisRecord(id);
}

/** Clear-all: every analysis of the caller, page by page. Returns how many were deleted. */
export async function clearAnalyses(userId: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { items } = await listAnalysesByOwner(userId, 25);
    if (items.length === 0) return deleted;
    for (const item of items) await deleteAnalysis(userId, item.id);
    deleted += items.length;
  }
}
