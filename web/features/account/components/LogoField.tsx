import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/file-size';
import { MAX_LOGO_BYTES } from '#shared/schemas/workbench';
import { Button } from '@/components/ui/Button';
import { logoProblem, type LogoChange, type LogoProblem } from '../logo-rules';

interface LogoFieldProps {
  /** The stored logo's link, if there is one. */
  currentUrl: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
  language: string;
}

/**
 * The report's logo: what it is now (or will be after Save), a file picker checked before any
 * upload, and Remove. The chosen file is sent only when the form is saved.
 */
export function LogoField({ currentUrl, change, onChange, language }: LogoFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ key: LogoProblem; size: number } | null>(null);
  const previewUrl = change.kind === 'replace' ? change.previewUrl : null;
  const shown = change.kind === 'replace' ? previewUrl : change.kind === 'remove' ? null : currentUrl;

  // A preview link holds the file in memory until it is revoked.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = logoProblem(file);
    if (found) {
      setProblem({ key: found, size: file.size });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setProblem(null);
    onChange({ kind: 'replace', file, previewUrl: URL.createObjectURL(file) });
  };
  const remove = () => {
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
    onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
  };

  return (
    <fieldset className="grid gap-2" data-testid="logo-field">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('profileReport.logo.legend')}</legend>
      <div className="flex min-h-20 items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
        {shown ? (
          <img
            src={shown}
            alt={t('profileReport.logo.previewAlt')}
            className="h-16 max-w-40 rounded border border-slate-200 bg-white object-contain p-1"
            data-testid="logo-preview"
          />
        ) : (
          <p className="text-sm text-slate-600" data-testid="logo-none">
            {change.kind === 'remove' ? t('profileReport.logo.willBeRemoved') : t('profileReport.logo.none')}
          </p>
        )}
      </div>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {shown ? t('profileReport.logo.replace') : t('profileReport.logo.choose')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => pick(event.target.files?.[0])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        data-testid="logo-input"
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t('profileReport.logo.hint', { max: formatFileSize(MAX_LOGO_BYTES, language) })}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid="logo-error">
          {t(`profileReport.logo.problems.${problem.key}`, {
            max: formatFileSize(MAX_LOGO_BYTES, language),
            size: formatFileSize(problem.size, language),
          })}
        </p>
      )}
      {shown && (
        <Button
          variant="ghost"
          size="sm"
          onClick={remove}
          className="justify-self-start"
          data-testid="logo-remove"
        >
          {t('profileReport.logo.remove')}
        </Button>
      )}
    </fieldset>
  );
}
