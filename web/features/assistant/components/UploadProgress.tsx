import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/features/analysis';

/** The upload under way into a collection, in words and as a bar. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const label = t('assistant.upload.progress', { percent });
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <p role="status" className="text-sm text-slate-700">
        {label}
      </p>
      <ProgressBar value={percent} label={label} />
    </div>
  );
}
