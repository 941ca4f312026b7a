import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CAPTION, showsCaptionCounter } from '../capture/captions';

interface PhotoCaptionFieldProps {
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  /** The id of the element naming the photo, so each field says which photo it describes. */
  photoNameId: string;
}

/**
 * Under a photo: what it shows, in the adviser's words (optional). The analyzer reads it as the
 * photo's evidence; the offline engine sees nothing else of a photo without text.
 */
export function PhotoCaptionField({
  value,
  onChange,
  disabled = false,
  photoNameId,
}: PhotoCaptionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const counterId = useId();
  const counter = showsCaptionCounter(value);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {t('analysis.upload.captionLabel')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_CAPTION}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('analysis.upload.captionPlaceholder')}
        aria-describedby={counter ? `${photoNameId} ${counterId}` : photoNameId}
        data-testid="photo-caption"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 sm:text-sm"
      />
      {counter && (
        <p
          id={counterId}
          data-testid="photo-caption-counter"
          className={
            value.length >= MAX_CAPTION
              ? 'text-right text-xs font-medium text-amber-800'
              : 'text-right text-xs text-slate-500'
          }
        >
          {t('analysis.upload.captionCounter', { length: value.length, max: MAX_CAPTION })}
        </p>
      )}
    </div>
  );
}
