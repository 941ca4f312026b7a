import { useTranslation } from 'react-i18next';
import { useResultsAnalysis } from '../hooks/use-results-analysis';
import type { ResultsVariant } from '../results-variant';
import { variantRoutes } from '../variant-routes';
import { ResultsContent } from './ResultsContent';
import { LeaveResults, ResultsFailed, ResultsLoading, ResultsRunning } from './ResultsStates';

/**
 * The results screen shared by the four results routes.
 * Loads the analysis, follows a job still running, and leaves when there is nothing to show.
 */
export function ResultsPage({ variant }: { variant: ResultsVariant }) {
  const { t } = useTranslation();
  const { id, query, job, missing, notFound } = useResultsAnalysis();
  const { fallback, dashboard } = variantRoutes(variant);

  if (missing)
    return <LeaveResults to={fallback} reason={!id ? 'none' : notFound ? 'notFound' : 'loadFailed'} />;
  if (!job || query.isPending) return <ResultsLoading />;
  if (job.status === 'failed' || (job.status === 'done' && !job.analysis)) {
    return <ResultsFailed message={job.error?.message ?? null} back={dashboard ?? fallback} />;
  }
  if (job.status !== 'done' || !job.analysis) {
    return (
      <div className="grid gap-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('report.pageTitle')}
        </h1>
        <ResultsRunning job={job} />
      </div>
    );
  }
  return <ResultsContent key={job.analysisId} variant={variant} job={job} analysis={job.analysis} />;
}
