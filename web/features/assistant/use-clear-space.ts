import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useDeleteEntries, type Entry } from './api/delete-entries';
import { assistantHistoryQueryOptions } from './api/list-history';
import { libraryQueryOptions } from './api/list-library';
import { savedAnalysesQueryOptions } from './api/saved-analyses';
import { COLLECTION_NAMES } from './library-collections';

/**
 * The Home button's cleanup (spec sections 4 and 7): everything in the space is listed afresh,
 * then deleted one by one with its progress; a toast sums it up. Resolves true when all went.
 */
export function useClearSpace() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteEntries();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const clear = useCallback(async (): Promise<boolean> => {
    setProgress({ done: 0, total: 0 });
    try {
      const [history, analyses, ...collections] = await Promise.all([
        queryClient.fetchQuery(assistantHistoryQueryOptions()),
        queryClient.fetchQuery(savedAnalysesQueryOptions()),
        ...COLLECTION_NAMES.map((collection) => queryClient.fetchQuery(libraryQueryOptions(collection))),
      ]);
      const entries: Entry[] = [
        ...history.items.map((item) => ({ kind: 'history' as const, id: item.id })),
        ...collections.flatMap((list, index) =>
          list.items.map((item) => ({ kind: COLLECTION_NAMES[index]!, id: item.id })),
        ),
        // A team's saved analysis that the caller may not delete stays (the server would refuse it).
        ...analyses
          .filter((analysis) => analysis.canDelete)
          .map((analysis) => ({ kind: 'analysis' as const, id: analysis.id })),
      ];
      setProgress({ done: 0, total: entries.length });
      const outcome = await remove.mutateAsync({
        entries,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (outcome.failed.length > 0) {
        toast({ title: t('assistant.home.failed'), variant: 'destructive' });
        return false;
      }
      toast({ title: t('assistant.home.done', { number: outcome.deleted.length }) });
      return true;
    } catch {
      toast({ title: t('assistant.home.failed'), variant: 'destructive' });
      return false;
    } finally {
      setProgress(null);
    }
  }, [queryClient, remove, t]);

  return { clear, progress, clearing: progress !== null };
}
