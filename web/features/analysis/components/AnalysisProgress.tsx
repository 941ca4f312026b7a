import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AnalysisRun } from '../use-run-analysis';
import { ProgressBar } from './ProgressBar';

/** The job's step as words: "extracting:2/3" → "Reading file 2 of 3…". */
function stepText(t: TFunction, step: string | undefined): string {
  const [name, count] = (step ?? 'queued').split(':');
  const [current, total] = (count ?? '').split('/');
  switch (name) {
    case 'extracting':
      return current && total
        ? t('analysis.progress.extractingCount', { current, total })
        : t('analysis.progress.extracting');
    case 'analyzing':
      return t('analysis.progress.analyzing');
    // The first answer was rejected by the checks: a second one is on its way.
    case 'repairing':
      return t('analysis.progress.repairing');
    case 'writing':
      return t('analysis.progress.writing');
    case 'done':
      return t('analysis.progress.done');
    default:
      return t('analysis.progress.queued');
  }
}

/** Where a running analysis is: image compression, each file's upload, then the job's step and progress. */
export function AnalysisProgress({ run }: { run: AnalysisRun }) {
  const { t } = useTranslation();
  const polling = run.phase === 'polling';
  const compressing = run.phase === 'compressing';
  const message = compressing
    ? t('capture.progress.compressing')
    : run.phase === 'uploading'
      ? t('analysis.progress.uploading')
      : run.phase === 'starting'
        ? t('analysis.progress.starting')
        : stepText(t, run.status?.step);
  const progress = run.status?.progress ?? 0;
  return (
    <section
      data-testid="analysis-progress"
      className="grid grid-cols-1 gap-4 rounded-2xl border border-brand-200 bg-brand-50/50 p-4"
    >
      <p role="status" aria-live="polite" data-testid="analysis-step" className="font-medium text-slate-900">
        {message}
        {polling && (
          <span className="text-slate-600"> {t('analysis.progress.percent', { value: progress })}</span>
        )}
      </p>
      {polling && (
        <ProgressBar value={progress} label={t('analysis.progress.overall')} testId="analysis-progress-bar" />
      )}
      {!compressing && run.uploads.length > 0 && (
        <ul className="grid grid-cols-1 gap-3">
          {run.uploads.map((upload, index) => (
            <li key={`${upload.name}-${index}`} className="grid grid-cols-1 gap-1">
              <span className="flex justify-between gap-3 text-sm text-slate-700">
                <span className="min-w-0 truncate">{upload.name}</span>
                <span className="shrink-0 tabular-nums">
                  {t('analysis.progress.percent', { value: upload.percent })}
                </span>
              </span>
              <ProgressBar
                value={upload.percent}
                label={t('analysis.progress.uploadFile', { name: upload.name })}
                testId="upload-progress"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
