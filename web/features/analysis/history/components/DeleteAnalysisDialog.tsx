import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { HistoryItem } from '../api/list-analyses';
import { formatDateTime } from '../format';

interface DeleteAnalysisDialogProps {
  item: HistoryItem | null;
  language: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting: it says what goes with the analysis and that nothing can bring it back. */
export function DeleteAnalysisDialog({
  item,
  language,
  pending,
  onConfirm,
  onCancel,
}: DeleteAnalysisDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('history.delete.title')}
      description={
        item && (
          <>
            <p>
              {t('history.delete.body', {
                area: item.area,
                date: formatDateTime(item.timestamp, language),
              })}
            </p>
            <p className="mt-2 font-semibold text-red-800">{t('history.delete.warning')}</p>
          </>
        )
      }
      confirmLabel={t('history.delete.confirm')}
      cancelLabel={t('dialog.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
      testId="confirm-delete-analysis"
    />
  );
}
