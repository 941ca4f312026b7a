import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/Spinner';
import type { Dictation } from './use-dictation';

interface DictationButtonProps {
  dictation: Dictation;
  disabled?: boolean;
  /** Where the "not supported" hint is shown, so the button can point at it. */
  unsupportedHintId: string;
}

/**
 * The microphone button beside the instructions label: pressed while listening (with a
 * pulsing dot), disabled with a visible reason where the browser cannot recognize speech.
 */
export function DictationButton({ dictation, disabled = false, unsupportedHintId }: DictationButtonProps) {
  const { t } = useTranslation();
  const { supported, state } = dictation;
  const listening = state === 'listening';
  const requesting = state === 'requesting';
  const label = !supported
    ? t('capture.dictation.start')
    : listening
      ? t('capture.dictation.stop')
      : requesting
        ? t('capture.dictation.requesting')
        : t('capture.dictation.start');
  return (
    <button
      type="button"
      data-testid="dictation-button"
      data-state={supported ? state : 'unsupported'}
      aria-pressed={listening}
      aria-describedby={supported ? undefined : unsupportedHintId}
      disabled={disabled || !supported}
      onClick={dictation.toggle}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        listening
          ? 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {requesting ? (
        <Spinner size="sm" />
      ) : listening ? (
        <span aria-hidden="true" className="relative flex size-3">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-3 rounded-full bg-red-600" />
        </span>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5"
        >
          <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3ZM5 11a7 7 0 0 0 14 0M12 18v3" />
        </svg>
      )}
      <span>{label}</span>
    </button>
  );
}

/** What dictation is doing, for screen readers and as a line under the textarea. */
export function DictationStatus({ dictation, unsupportedHintId }: Omit<DictationButtonProps, 'disabled'>) {
  const { t } = useTranslation();
  if (!dictation.supported) {
    return (
      <p id={unsupportedHintId} data-testid="dictation-unsupported" className="text-sm text-slate-600">
        {t('capture.dictation.unsupported')}
      </p>
    );
  }
  const message =
    dictation.state === 'requesting'
      ? t('capture.dictation.requestingStatus')
      : dictation.state === 'listening'
        ? t('capture.dictation.listening')
        : dictation.state === 'stopped'
          ? t('capture.dictation.stopped')
          : '';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="dictation-status"
      className="text-sm text-slate-600 empty:hidden"
    >
      {message}
      {dictation.interim && <span className="block text-slate-500 italic">{dictation.interim}</span>}
    </p>
  );
}
