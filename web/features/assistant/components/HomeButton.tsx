import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { ProgressBar } from '@/features/analysis';

interface HomeButtonProps {
  /** Keep: go home, the space as it is. */
  onKeep: () => void;
  /** OK: empty the space, then go home (the caller decides after a failure). */
  onClear: () => Promise<void>;
  progress: { done: number; total: number } | null;
}

/**
 * Home (spec 2.4): asks first whether to keep the space or clear it. OK deletes every history item,
 * file, report and reference, one by one with its progress; the dialog cannot be closed meanwhile.
 */
export function HomeButton({ onKeep, onClear, progress }: HomeButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const clearing = progress !== null;
  const clear = async () => {
    await onClear();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="assistant-home">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          className="size-4"
        >
          <path d="M3 9.5 10 3l7 6.5M5 8v9h4v-5h2v5h4V8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('assistant.home.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!clearing}
        title={t('assistant.home.title')}
        description={
          <>
            <p>{t('assistant.home.body')}</p>
            <p className="mt-2 font-semibold text-red-800">{t('assistant.home.warning')}</p>
          </>
        }
        testId="assistant-home-dialog"
        className="max-w-md"
      >
        {progress && progress.total > 0 && (
          <div className="grid gap-1.5">
            <p role="status" className="text-sm text-slate-700" data-testid="clear-progress">
              {t('assistant.home.progress', { done: progress.done, total: progress.total })}
            </p>
            <ProgressBar
              value={(progress.done / progress.total) * 100}
              label={t('assistant.home.progressLabel')}
            />
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onKeep} disabled={clearing} data-testid="assistant-home-keep">
            {t('assistant.home.keep')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void clear()}
            loading={clearing}
            data-testid="assistant-home-clear"
          >
            {t('assistant.home.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
