import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useDeleteEntries, type Entry } from './api/delete-entries';
import type { PendingDeletion } from './components/DeleteEntriesDialog';

/**
 * Deleting from the tabs: asked first (DeleteEntriesDialog), then done one entry at a time, and
 * told in a toast (the spec's own words for a history item). `onDeleted` hears what went.
 */
export function useEntryDeletion(onDeleted: (entries: readonly Entry[]) => void) {
  const { t } = useTranslation();
  const remove = useDeleteEntries();
  const [pending, setPending] = useState<PendingDeletion | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { entries } = pending;
    const oneQuestion = entries.length === 1 && entries[0]!.kind === 'history';
    remove.mutate(
      { entries },
      {
        onSuccess: ({ deleted, failed }) => {
          onDeleted(deleted);
          if (failed.length === 0)
            toast({
              title: oneQuestion
                ? t('assistant.history.deleted')
                : t('assistant.toolbar.deleted', { number: deleted.length }),
            });
          else
            toast({
              title: oneQuestion
                ? t('assistant.history.deleteFailed')
                : t('assistant.toolbar.deleteFailed', { number: failed.length }),
              description: apiErrorText(t, failed[0]!.error, t('formErrors.unexpected')),
              variant: 'destructive',
            });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return {
    pending,
    deleting: remove.isPending,
    /** Asks about these entries (nothing to ask about: nothing happens). */
    request: (entries: readonly Entry[], names: readonly string[]) => {
      if (entries.length > 0) setPending({ entries, names });
    },
    confirm,
    cancel: () => setPending(null),
  };
}
