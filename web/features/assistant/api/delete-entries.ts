import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemPath, type Collection } from '../library-collections';
import { assistantPaths } from './assistant-paths';
import { assistantKey } from './keys';

/** Anything the space can delete: a library document, a question and its answer, a saved analysis. */
export type Entry = { kind: Collection | 'history' | 'analysis'; id: string };

function entryPath({ kind, id }: Entry): string {
  if (kind === 'history') return assistantPaths.item(id);
  if (kind === 'analysis') return `/api/analyses/${encodeURIComponent(id)}`;
  return itemPath(kind, id);
}

function deleteEntry(entry: Entry): Promise<void> {
  return apiRequest(entryPath(entry), { method: 'DELETE' });
}

export interface DeletionOutcome {
  deleted: Entry[];
  failed: { entry: Entry; error: unknown }[];
}

/**
 * Deletes entries one at a time (the spec's cleanup order: one request each), reporting progress
 * after each; a failure does not stop the others. The lists are fetched again at the end.
 */
export function useDeleteEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      entries,
      onProgress,
    }: {
      entries: readonly Entry[];
      onProgress?: (done: number, total: number) => void;
    }): Promise<DeletionOutcome> => {
      const outcome: DeletionOutcome = { deleted: [], failed: [] };
      for (const [index, entry] of entries.entries()) {
        try {
          await deleteEntry(entry);
          outcome.deleted.push(entry);
        } catch (error) {
          outcome.failed.push({ entry, error });
        }
        onProgress?.(index + 1, entries.length);
      }
      return outcome;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistantKey }),
        // Saved analyses are listed under `analyses`, with the rest of the app's lists of them.
        queryClient.invalidateQueries({ queryKey: ['analyses'] }),
      ]),
  });
}
