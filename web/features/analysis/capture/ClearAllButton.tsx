import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

interface ClearAllButtonProps {
  /** Clears the files, the form and the analysis kept in the session. */
  onClear: () => void;
  disabled?: boolean;
}

/** The enterprise bulk "clear all", asked first because it cannot be undone. */
export function ClearAllButton({ onClear, disabled = false }: ClearAllButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setAsking(true)}
        disabled={disabled}
        data-testid="clear-all"
        className="w-full text-red-700 sm:w-auto"
      >
        {t('capture.clearAll.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('capture.clearAll.title')}
        description={t('capture.clearAll.confirm')}
        confirmLabel={t('capture.clearAll.confirmButton')}
        cancelLabel={t('capture.clearAll.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClear();
        }}
        testId="clear-all-dialog"
      />
    </>
  );
}
