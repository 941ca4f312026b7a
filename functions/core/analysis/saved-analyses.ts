import { deleteObjects } from '#adapters/objects';
import { deleteActionRecord, listActionsByOwner } from '#adapters/table/actions';
import {
  analysisListKey,
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
import { accessibleAnalysis, canAccess, type Viewer } from './status';
import { AppError } from '#core/errors';
import { isUploadKeyOf } from './uploads';

/** Who made a team's analysis, as its reports list shows it. */
export interface Author {
  id: string;
  name: string;
  email: string;
}

function listItem(item: Analysis, openActions: number, author: Author | null, canDelete: boolean) {
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
    highestLevel: item.highestLevel ?? null,
    author,
    canDelete,
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
  author?: string;
  jurisdiction?: string;
  level?: Analysis['highestLevel'];
}

/**
 * The caller's analyses (a team member's: the team's, each with its author), newest first,
 * searched by words, client, dates, author, jurisdiction and highest risk level, a page at a time.
 * `authors` names a team's members (empty outside a team).
 */
export async function listAnalyses(
  viewer: Viewer,
  query: AnalysisListQuery,
  authors: ReadonlyMap<string, Author> = new Map(),
) {
  const { q, client, author, jurisdiction, level } = query;
  const page = await searchAnalysesByOwner(analysisListKey(viewer), {
    limit: query.limit,
    cursor: query.cursor || undefined,
    from: query.from,
    to: query.to,
    matches: (item) =>
      (!q || matchesText(item, q)) &&
      (!client || folded(item.clientName ?? '').includes(folded(client))) &&
      (!author || !viewer.teamId || item.userId === author) &&
      (!jurisdiction || item.request.jurisdiction === jurisdiction) &&
      (!level || item.highestLevel === level),
  });
  // A cursor is only accepted for the caller's own list.
  if (!page) throw new AppError(400, 'validationFailed', { fields: { cursor: 'invalidCursor' } });
  const open = new Map<string, number>();
  // Open actions are each adviser's own: a team's list counts the caller's.
  for (const action of await listActionsByOwner(viewer.id))
    if (isOpen(action.status)) open.set(action.analysisId, (open.get(action.analysisId) ?? 0) + 1);
  return {
    analyses: page.items.map((item) =>
      listItem(
        item,
        open.get(item.id) ?? 0,
        item.teamId ? (authors.get(item.userId) ?? { id: item.userId, name: '', email: '' }) : null,
        canAccess(viewer, item, 'change'),
      ),
    ),
    nextCursor: page.cursor,
  };
}

export async function saveAnalysis(viewer: Viewer, id: string) {
  const item = await accessibleAnalysis(viewer, id, 'change');
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
export async function deleteAnalysis(viewer: Viewer, id: string): Promise<void> {
  const item = await accessibleAnalysis(viewer, id, 'change');
  // The author's: a team's owner or admin may delete a member's analysis.
  const authorId = item.userId;
  const actions = (await listActionsByOwner(authorId)).filter((action) => action.analysisId === id);
  const keys = [
    ...item.request.files.map((file) => file.key).filter((key) => isUploadKeyOf(authorId, key)),
    ...(item.resultKey ? [item.resultKey] : []),
    ...(item.previews ?? []).map((preview) => preview.key),
    ...actions.flatMap((action) => (action.closurePhotoKey ? [action.closurePhotoKey] : [])),
  ];
  if (keys.length) await deleteObjects(keys);
  for (const action of actions) await deleteActionRecord(action.id);
  await deleteItems(await workbenchKeys(id));
  await deleteAnalysisRecord(id);
}

/**
 * Clear-all: every analysis the caller made, page by page (in a team, only their own: the team's
 * other reports are their authors'). Returns how many were deleted.
 */
export async function clearAnalyses(viewer: Viewer): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    // A start key stays a valid position after its item is deleted: paging goes on past deletions.
    const page = await listAnalysesByOwner(analysisListKey(viewer), 25, cursor);
    if (!page) return deleted;
    for (const item of page.items.filter((analysis) => analysis.userId === viewer.id)) {
      await deleteAnalysis(viewer, item.id);
      deleted++;
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return deleted;
}
