import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import type { AnalysisStatusResponse } from '../../api/analysis-status';
import { ProgressBar } from '../../components/ProgressBar';

/** No analysis to show: back to the variant's start page, saying why when the load failed. */
export function LeaveResults({ to, reason }: { to: string; reason: 'none' | 'notFound' | 'loadFailed' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (reason === 'notFound') toast({ title: t('report.notFound'), variant: 'destructive' });
    if (reason === 'loadFailed') toast({ title: t('report.loadFailed'), variant: 'destructive' });
    navigate(to, { replace: true });
  }, [navigate, reason, t, to]);
  return <Spinner label={t('report.loading')} className="text-brand-600" />;
}

export function ResultsLoading() {
  const { t } = useTranslation();
  return (
    <div data-testid="results-loading" className="flex items-center gap-3 py-10 text-slate-600">
      <Spinner label={t('report.loading')} className="text-brand-600" />
      <span aria-hidden="true">{t('report.loading')}</span>
    </div>
  );
}

/** A job still running: its progress, refreshed by the status query's polling. */
export function ResultsRunning({ job }: { job: AnalysisStatusResponse }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="results-running"
      className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50/50 p-4"
    >
      <p role="status" aria-live="polite" className="font-medium text-slate-900">
        {t('report.running', { value: job.progress })}
      </p>
      <ProgressBar value={job.progress} label={t('report.progressLabel')} testId="results-progress" />
    </div>
  );
}

/** A job that failed: its message (already in the user's language) and a way back. */
export function ResultsFailed({ message, back }: { message: string | null; back: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="results-failed"
      className="grid gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <p className="font-semibold text-red-900">{t('report.failedTitle')}</p>
      <p className="text-red-800">{message ?? t('report.failedFallback')}</p>
      <Link to={back} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
        {t('report.back')}
      </Link>
    </div>
  );
}
