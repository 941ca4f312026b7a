import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatCount } from '@/features/analysis';
import type { Entry } from '../api/delete-entries';

export interface PendingDeletion {
  entries: readonly Entry[];
  names: readonly string[];
}

interface DeleteEntriesDialogProps {
  pending: PendingDeletion | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  language: string;
}

/**
 * Asks before deleting: one history item with the spec's own question ("Delete this history
 * item?"), one document by its name, several by their number; it says nothing can bring them back.
 */
export function DeleteEntriesDialog({
  pending,
  deleting,
  onConfirm,
  onCancel,
  language,
}: DeleteEntriesDialogProps) {
  const { t } = useTranslation();
  const single = pending?.entries.length === 1 ? pending.entries[0] : null;
  const title = !pending
    ? ''
    : single?.kind === 'history'
      ? t('assistant.history.deleteTitle')
      : single
        ? t('assistant.item.deleteTitle', { name: pending.names[0] ?? '' })
        : t('assistant.toolbar.deleteTitle', { number: formatCount(pending.entries.length, language) });
  return (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      description={
        pending && (
          <>
            {!single && (
              <ul className="mb-2 max-h-40 list-disc overflow-y-auto pl-5">
                {pending.names.map((name, index) => (
                  <li key={`${index}-${name}`} className="break-words">
                    {name}
                  </li>
                ))}
              </ul>
            )}
            {single?.kind === 'history' && <p className="mb-2 break-words">{pending.names[0]}</p>}
            <p className="font-semibold text-red-800">{t('assistant.item.deleteWarning')}</p>
          </>
        )
      }
      confirmLabel={t('assistant.item.deleteConfirm')}
      cancelLabel={t('dialog.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={deleting}
      testId="confirm-delete-entries"
    />
  );
}
