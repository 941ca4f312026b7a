import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { jurisdictionName } from '#shared/taxonomy';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/Button';
import { formatCount, formatDateTime, historyStatus, HistoryStatusBadge } from '@/features/analysis';
import type { TeamReport } from '../team-report';
import { LevelBadge } from './LevelBadge';

interface ReportCardProps {
  report: TeamReport;
  language: string;
  /** Offered a checkbox (finished reports, for a caller who may use them). */
  selectable: boolean;
  selected: boolean;
  onToggle: (report: TeamReport) => void;
  downloading: boolean;
  onDownload: (report: TeamReport) => void;
  /** Absent when the caller may not delete this report. */
  onDelete?: (report: TeamReport) => void;
}

/** The enterprise results screen of one analysis. */
function resultsHref(analysisId: string): string {
  return `${paths.riskAnalysisResults}?id=${encodeURIComponent(analysisId)}`;
}

/** One team report: its work area opens the results; who made it, when, where and how serious. */
export function ReportCard({
  report,
  language,
  selectable,
  selected,
  onToggle,
  downloading,
  onDownload,
  onDelete,
}: ReportCardProps) {
  const { t } = useTranslation();
  const status = historyStatus(report.status);
  const none = t('history.list.none');
  const facts: [string, string, ReactNode][] = [
    ['author', t('dashboard.list.author'), report.author ? report.author.name || report.author.email : none],
    ['date', t('history.list.date'), formatDateTime(report.timestamp, language)],
    [
      'jurisdiction',
      t('history.list.jurisdiction'),
      jurisdictionName(report.jurisdiction, language) ?? report.jurisdiction,
    ],
    [
      'level',
      t('dashboard.list.level'),
      report.highestLevel ? <LevelBadge level={report.highestLevel} /> : none,
    ],
    [
      'kept-risks',
      t('history.list.keptRisks'),
      report.keptRiskCount === null ? none : formatCount(report.keptRiskCount, language),
    ],
  ];
  return (
    <li data-testid="report-item" data-analysis-id={report.id}>
      <article className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-200/60 sm:p-5">
        <div className="flex items-start gap-2">
          {selectable && (
            <label className="-my-2 -ml-2 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg hover:bg-slate-100">
              <input
                type="checkbox"
                checked={selected}
                onChange={() => onToggle(report)}
                className="size-5 cursor-pointer accent-brand-700"
                data-testid="report-select"
              />
              <span className="sr-only">{t('dashboard.list.select', { area: report.area })}</span>
            </label>
          )}
          <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h3 className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
              <Link
                to={resultsHref(report.id)}
                className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                data-testid="report-open"
              >
                {report.area}
              </Link>
            </h3>
            {status !== 'done' && <HistoryStatusBadge status={status} />}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
          {facts.map(([key, label, value]) => (
            <div key={key} className="grid min-w-0 content-start gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="text-sm font-medium break-words text-slate-900" data-testid={`report-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDownload(report)}
            loading={downloading}
            disabled={status !== 'done'}
            aria-label={t('dashboard.list.pdfLabel', { area: report.area })}
            data-testid="report-pdf"
          >
            {t('dashboard.list.pdf')}
          </Button>
          {onDelete && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(report)}
              aria-label={t('history.delete.buttonLabel', { area: report.area })}
              className="text-red-700 hover:bg-red-50"
              data-testid="report-delete"
            >
              {t('history.delete.button')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
