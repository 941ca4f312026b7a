import { deleteObjects } from '#adapters/objects';
import { deleteActionRecord, listActionsByOwner } from '#adapters/table/actions';
import { deleteAnalysisRecord, listAnalysesByOwner, type Analysis } from '#adapters/table/analyses';
import { deleteItems } from '#adapters/table/batch';
import { deleteLibrary, listEntries } from '#adapters/table/library';
import { workbenchKeys } from '#adapters/table/workbench';
import { isUploadKeyOf } from '#core/analysis';
import type { PurgeCounts } from './purge-counts';

/**
 * The deletions a purge is made of. Files go before the items that name them: a run that stops
 * halfway leaves the items, so the next run finds what is left to delete.
 */

/** Deletes stored files (a missing one is no error) and counts them. */
export async function purgeObjects(keys: readonly string[], counts: PurgeCounts): Promise<void> {
  if (!keys.length) return;
  await deleteObjects(keys);
  counts.objects += keys.length;
}

/** One analysis: its result, photo previews and originals, then its workbench items and record. */
async function purgeAnalysis(item: Analysis, counts: PurgeCounts): Promise<void> {
  await purgeObjects(
    [
      ...(item.resultKey ? [item.resultKey] : []),
      ...(item.previews ?? []).map((preview) => preview.key),
      ...item.request.files.map((file) => file.key).filter((key) => isUploadKeyOf(item.userId, key)),
    ],
    counts,
  );
  const keys = await workbenchKeys(item.id);
  await deleteItems(keys);
  await deleteAnalysisRecord(item.id);
  counts.analyses++;
  counts.analysisItems += keys.length + 1;
}

/** Every analysis of a list (an adviser's own or a team's); returns their ids. */
export async function purgeAnalyses(listKey: string, counts: PurgeCounts): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    // A start key stays a valid position after its item is deleted: paging goes on past deletions.
    const page = (await listAnalysesByOwner(listKey, 25, cursor))!;
    for (const item of page.items) {
      await purgeAnalysis(item, counts);
      ids.add(item.id);
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return ids;
}

/** The adviser's corrective actions (all, or those of the given analyses) with their after photos. */
export async function purgeActions(
  userId: string,
  counts: PurgeCounts,
  ofAnalyses?: ReadonlySet<string>,
): Promise<void> {
  const actions = (await listActionsByOwner(userId)).filter(
    (action) => !ofAnalyses || ofAnalyses.has(action.analysisId),
  );
  await purgeObjects(
    actions.flatMap((action) => (action.closurePhotoKey ? [action.closurePhotoKey] : [])),
    counts,
  );
  for (const action of actions) await deleteActionRecord(action.id);
  counts.actions += actions.length;
}

/** An assistant library (an adviser's or a team's): its files and extracted texts, then its items. */
export async function purgeLibrary(owner: string, counts: PurgeCounts): Promise<void> {
  const documents = (await listEntries(owner)).flatMap((entry) => (entry.kind === 'history' ? [] : [entry]));
  await purgeObjects(
    documents.flatMap((document) => [document.objectKey, ...(document.textKey ? [document.textKey] : [])]),
    counts,
  );
  counts.libraryItems += await deleteLibrary(owner);
}
