import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { buttonClasses } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/Spinner';
import type { RiskLevel } from '../../../../shared/schemas/analysis';
import { apiErrorText } from '../../../lib/api-error-text';
import { useAnalysisStatus } from '../api/analysis-status';

/** Severity colours (analysis spec, section 4): critical red, high orange, medium yellow, low green. */
const LEVEL_CLASSES: Record<RiskLevel, string> = {
  critical: 'bg-red-50 text-red-800 ring-red-600/25',
  high: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  medium: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  low: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
};

/**
 * /conseiller-sst-analysis-results?id=: a first, minimal results page: the count and the
 * list of risks (id, title, severity). The full report screen replaces it later.
 */
export function AnalysisResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useAnalysisStatus(id);
  const job = query.data;

  const backLink = (
    <Link to={paths.conseillerApp} className={buttonClasses('secondary', 'md', 'justify-self-start')}>
      {t('analysis.results.newAnalysis')}
    </Link>
  );

  let body;
  if (!id) {
    body = <p role="alert">{t('analysis.results.missingId')}</p>;
  } else if (query.isError) {
    body = (
      <p role="alert" className="text-red-800">
        {apiErrorText(t, query.error, t('analysis.results.loadFailed'))}
      </p>
    );
  } else if (!job) {
    body = <Spinner label={t('common.loading')} className="text-brand-600" />;
  } else if (job.status === 'failed') {
    body = (
      <p role="alert" className="text-red-800">
        {job.error?.message ?? t('analysis.errors.unknown')}
      </p>
    );
  } else if (job.status !== 'done' || !job.analysis) {
    body = (
      <p role="status" className="text-slate-700">
        {t('analysis.results.inProgress')}
      </p>
    );
  } else {
    const { risks } = job.analysis;
    body = (
      <>
        <p data-testid="risk-count" className="text-lg font-semibold text-slate-900">
          {t('analysis.results.riskCount', { total: risks.length })}
        </p>
        {risks.length === 0 ? (
          <p>{t('analysis.results.noRisks')}</p>
        ) : (
          <ul data-testid="risk-list" className="grid grid-cols-1 gap-2">
            {risks.map((risk) => (
              <li
                key={risk.riskId}
                data-testid="risk-item"
                className="grid grid-cols-1 gap-1.5 rounded-lg border border-slate-200 bg-white px-4 py-3 sm:flex sm:items-center sm:gap-3"
              >
                <span className="flex items-center justify-between gap-3 sm:contents">
                  <span className="font-mono text-sm text-slate-500">{risk.riskId}</span>
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset sm:order-last',
                      LEVEL_CLASSES[risk.level],
                    )}
                  >
                    {t('analysis.results.severity', { label: risk.severityLabel })}
                  </span>
                </span>
                <span className="min-w-0 font-medium text-slate-900 sm:flex-1">{risk.title}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-500">{t('analysis.results.minimalNote')}</p>
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {job?.status === 'done' ? t('analysis.results.title') : t('analysis.results.pageTitle')}
      </h1>
      {body}
      {backLink}
    </div>
  );
}

export default AnalysisResultsPage;
