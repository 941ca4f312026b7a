import { deleteObjects } from '#adapters/objects';
import {
  deleteAnalysisRecord,
  listAnalysesByOwner,
  markAnalysisSaved,
  type Analysis,
} from '#adapters/table/analyses';
import { ownAnalysis } from './status';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from './uploads';

function listItem(item: Analysis) {
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
  const page = await listAnalysesByOwner(userId, limit, cursor || undefined);
  // A cursor is only accepted for the caller's own list.
  if (!page) throw new AppError(400, 'validationFailed', { fields: { cursor: 'invalidCursor' } });
  return { analyses: page.items.map(listItem), nextCursor: page.cursor };
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
