import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatCount } from '@/features/analysis';

interface AutoSelectDialogProps {
  /** How many documents are available (the dialog is open when this is set). */
  available: number | null;
  onConfirm: () => void;
  onCancel: () => void;
  language: string;
}

/** Nothing ticked (spec section 5): asks whether to ask over every document available. */
export function AutoSelectDialog({ available, onConfirm, onCancel, language }: AutoSelectDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={available !== null}
      tone="primary"
      title={t('assistant.autoSelect.title')}
      description={t('assistant.autoSelect.body', { number: formatCount(available ?? 0, language) })}
      confirmLabel={t('assistant.autoSelect.confirm')}
      cancelLabel={t('assistant.autoSelect.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="auto-select-dialog"
    />
  );
}
