import { deleteObjects } from '#adapters/objects';
import { deleteActionRecord, listActionsByOwner } from '#adapters/table/actions';
import {
  deleteAnalysisRecord,
  listAnalysesByOwner,
  markAnalysisSaved,
  searchAnalysesByOwner,
  type Analysis,
} from '#adapters/table/analyses';
import { deleteItems } from '#adapters/table/batch';
import { workbenchKeys } from '#adapters/table/workbench';
import { sectorLabelIn } from '#shared/taxonomy/names';
import { isOpen } from './action-plan/schedule';
import { ownAnalysis } from './status';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from './uploads';

function listItem(item: Analysis, openActions: number) {
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
    riskCount: item.riskCount ?? null,
    keptRiskCount: item.keptRiskCount ?? item.riskCount ?? null,
    clientName: item.clientName ?? '',
    openActions,
  };
}

/** Lower case, accents removed: "Entrepôt" is found by "entrepot". */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether every word of `query` is in the analysis's area, client, file names or sector names. */
function matchesText(item: Analysis, query: string): boolean {
  const { request } = item;
  const sectors = Object.values(sectorLabelIn(request, request.language)).filter(Boolean);
  const haystack = folded(
    [request.area, item.clientName ?? '', ...request.files.map((f) => f.name), ...sectors].join(' \u0000 '),
  );
  return folded(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export interface AnalysisListQuery {
  limit: number;
  cursor?: string;
  q?: string;
  client?: string;
  from?: string;
  to?: string;
}

/** The caller's analyses, newest first, searched by words, client and dates, a page at a time. */
export async function listAnalyses(userId: string, query: AnalysisListQuery) {
  const { q, client } = query;
  const page = await searchAnalysesByOwner(userId, {
    limit: query.limit,
    cursor: query.cursor || undefined,
    from: query.from,
    to: query.to,
    matches: (item) =>
      (!q || matchesText(item, q)) && (!client || folded(item.clientName ?? '').includes(folded(client))),
  });
  // A cursor is only accepted for the caller's own list.
  if (!page) throw new AppError(400, 'validationFailed', { fields: { cursor: 'invalidCursor' } });
  const open = new Map<string, number>();
  for (const action of await listActionsByOwner(userId))
    if (isOpen(action.status)) open.set(action.analysisId, (open.get(action.analysisId) ?? 0) + 1);
  return {
    analyses: page.items.map((item) => listItem(item, open.get(item.id) ?? 0)),
    nextCursor: page.cursor,
  };
}

export async function saveAnalysis(userId: string, id: string) {
  const item = await ownAnalysis(userId, id);
  if (item.status !== 'done') throw new AppError(409, 'analysisNotReady');
  await markAnalysisSaved(id);
  return { success: true as const, analysisId: id };
}

/**
 * Deletes the analysis with everything stored for it: the customer's uploaded photos and
 * documents, the result, the photo previews, the adviser's edits and edit log, the action plan and
 * its after photos. Objects go first: a failure leaves the record,
 * so a retry finds what is left to delete. Only keys under the owner's prefix are touched.
 */
export async function deleteAnalysis(userId: string, id: string): Promise<void> {
  const item = await ownAnalysis(userId, id);
  const actions = (await listActionsByOwner(userId)).filter((action) => action.analysisId === id);
  const keys = [
    ...item.request.files.map((file) => file.key).filter((key) => isUploadKeyOf(userId, key)),
    ...(item.resultKey ? [item.resultKey] : []),
    ...(item.previews ?? []).map((preview) => preview.key),
    ...actions.flatMap((action) => (action.closurePhotoKey ? [action.closurePhotoKey] : [])),
  ];
  if (keys.length) await deleteObjects(keys);
  for (const action of actions) await deleteActionRecord(action.id);
  await deleteItems(await workbenchKeys(id));
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
