import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { UploadError } from '../api/upload-file';
import type { RunError } from '../use-run-analysis';

/** Daily cap of the server (functions/core/analysis-quota.ts), cited when the answer has none. */
const DEFAULT_DAILY_LIMIT = 50;

/** Why the analysis stopped, with what to do next. */
export function AnalysisErrorAlert({ error }: { error: RunError }) {
  const { t } = useTranslation();
  let title: string;
  let message: string | null = null;
  let advice: string[] = [];
  switch (error.kind) {
    case 'timeout':
      title = t('analysis.errors.timeoutTitle');
      advice = [t('analysis.errors.fewerPhotos'), t('analysis.errors.useWifi'), t('analysis.errors.retry')];
      break;
    case 'quota': {
      const limit = typeof error.error.body.limit === 'number' ? error.error.body.limit : DEFAULT_DAILY_LIMIT;
      title = t('analysis.errors.quotaTitle');
      message = apiErrorText(t, error.error, t('analysis.errors.quotaFallback'));
      advice = [
        error.error.body.period === 'month'
          ? t('analysis.errors.quotaWaitMonth', { limit })
          : t('analysis.errors.quotaWaitDay', { limit }),
        t('analysis.errors.quotaUpgrade'),
        t('analysis.errors.smallerFiles'),
      ];
      break;
    }
    case 'failed':
      title = t('analysis.errors.failedTitle');
      message = error.message || t('analysis.errors.unknown');
      break;
    case 'other':
      title = t('analysis.errors.errorTitle');
      message =
        error.error instanceof UploadError
          ? t('analysis.errors.uploadFailed', { name: error.error.fileName })
          : apiErrorText(t, error.error, t('analysis.errors.unknown'));
      break;
  }
  return (
    <div
      role="alert"
      data-testid="analysis-error"
      data-kind={error.kind}
      className="grid grid-cols-1 gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-semibold">{title}</p>
      {message && <p>{message}</p>}
      {advice.length > 0 && (
        <>
          <p>{t('analysis.errors.adviceHeading')}</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {advice.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
