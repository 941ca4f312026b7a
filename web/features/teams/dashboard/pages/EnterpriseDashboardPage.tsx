import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { toast } from '@/components/ui/use-toast';
import {
  DeleteAnalysisDialog,
  formatCount,
  LoadFailed,
  LoadMore,
  useDeleteAnalysis,
} from '@/features/analysis';
import { apiErrorText } from '@/lib/api-error-text';
import { useTeamMembers } from '../../api/team-members';
import { useTeamReports } from '../api/list-team-reports';
import { DashboardCards } from '../components/DashboardCards';
import { ReportCard } from '../components/ReportCard';
import { ReportFilterBar } from '../components/ReportFilterBar';
import { ReportsEmpty } from '../components/ReportsEmpty';
import { ReportsSkeleton } from '../components/ReportsSkeleton';
import { SelectionBar } from '../components/SelectionBar';
import { TeamUsage } from '../components/TeamUsage';
import type { DashboardAccess } from '../dashboard-access';
import { savePreloadedContext } from '../preloaded-context';
import { authorChoices, authorsOf } from '../report-authors';
import { hasReportFilters } from '../report-filters';
import type { TeamReport } from '../team-report';
import { useReportDownload } from '../use-report-download';
import { useReportFilters } from '../use-report-filters';

/**
 * /dashboard: the enterprise dashboard. Tools (a new analysis, the assistant), then the team's
 * reports, searchable by text, author, dates, jurisdiction and highest level (kept in the address),
 * each opened, downloaded, deleted when allowed, or ticked to hand over to the assistant.
 */
export function EnterpriseDashboardPage({ access }: { access: DashboardAccess }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reportsHeadingId = useId();
  const { filters, setFilter, clearFilters } = useReportFilters();
  const reports = useTeamReports(filters);
  const members = useTeamMembers(access.managesTeam);
  const remove = useDeleteAnalysis();
  const { download, downloading } = useReportDownload();
  const [toDelete, setToDelete] = useState<TeamReport | null>(null);
  const [deleted, setDeleted] = useState(false);
  /** The ticked reports, in the order they were ticked (a filter change keeps them). */
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const items = useMemo(() => reports.data?.pages.flatMap((page) => page.analyses) ?? [], [reports.data]);
  const filtered = hasReportFilters(filters);

  // Authors seen in any page loaded so far stay offered when a filter narrows the list.
  const [seenAuthors, setSeenAuthors] = useState<ReadonlyMap<string, string>>(new Map());
  const loadedAuthors = authorsOf(items);
  if ([...loadedAuthors].some(([id, name]) => seenAuthors.get(id) !== name)) {
    setSeenAuthors(new Map([...seenAuthors, ...loadedAuthors]));
  }
  const authors = authorChoices(
    (members.data?.members ?? []).map((member) => ({ id: member.id, name: member.name || member.email })),
    seenAuthors,
    language,
  );

  const toggle = (report: TeamReport) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(report.id)) next.set(report.id, report.area);
      return next;
    });

  const handOver = () => {
    savePreloadedContext([...selected].map(([id, title]) => ({ id, title })));
    void navigate(paths.assistant);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: t('history.delete.done', { area: toDelete.area }) });
        setSelected((current) => {
          const next = new Map(current);
          next.delete(toDelete.id);
          return next;
        });
        setDeleted(true);
      },
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('history.delete.failed')), variant: 'destructive' }),
      onSettled: () => setToDelete(null),
    });
  };

  // The card and its button are gone: once the dialog has closed (the dialog's own effect runs
  // first), the focus goes to the top of the page rather than being lost.
  useEffect(() => {
    if (!deleted || toDelete) return;
    headingRef.current?.focus();
    setDeleted(false);
  }, [deleted, toDelete]);

  let body;
  if (reports.isPending) body = <ReportsSkeleton />;
  // A failed "Load more" keeps the pages already shown: only a first load that failed replaces the list.
  else if (!reports.data)
    body = (
      <LoadFailed
        error={reports.error}
        fallback={t('dashboard.list.loadFailed')}
        onRetry={() => void reports.refetch()}
        retrying={reports.isRefetching}
        testId="reports-error"
      />
    );
  else if (items.length === 0)
    body = <ReportsEmpty filtered={filtered} canAnalyse={!access.readOnly} onClearFilters={clearFilters} />;
  else
    body = (
      <>
        <ul className="grid gap-3" data-testid="reports-list">
          {items.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              language={language}
              selectable={!access.readOnly && report.status === 'done'}
              selected={selected.has(report.id)}
              onToggle={toggle}
              downloading={downloading === report.id}
              onDownload={(chosen) => void download(chosen.id)}
              onDelete={!access.readOnly && report.canDelete ? setToDelete : undefined}
            />
          ))}
        </ul>
        <LoadMore
          query={reports}
          label={t('dashboard.list.loadMore')}
          failedText={t('dashboard.list.loadFailed')}
          testId="reports-load-more"
        />
      </>
    );

  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {t('dashboard.title')}
        </h1>
        <p className="text-slate-600">{t('dashboard.intro')}</p>
        {access.readOnly && (
          <p
            className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
            data-testid="dashboard-visitor-notice"
          >
            {t('dashboard.visitorNotice')}
          </p>
        )}
      </div>
      <DashboardCards newAnalysis={!access.readOnly} />
      {!access.readOnly && <TeamUsage language={language} />}
      <section aria-labelledby={reportsHeadingId} className="grid gap-4">
        <div className="grid gap-1">
          <h2 id={reportsHeadingId} className="text-xl font-semibold tracking-tight text-slate-900">
            {t('dashboard.reports.heading')}
          </h2>
          {!access.readOnly && <p className="text-sm text-slate-600">{t('dashboard.reports.tip')}</p>}
        </div>
        <ReportFilterBar
          filters={filters}
          authors={authors}
          language={language}
          onChange={setFilter}
          onClear={clearFilters}
        />
        <p role="status" className="text-sm text-slate-600 empty:hidden" data-testid="reports-count">
          {reports.data && items.length > 0
            ? t('dashboard.list.shown', { number: formatCount(items.length, language) })
            : ''}
        </p>
        <div
          className={reports.isPlaceholderData ? 'grid gap-4 opacity-60 transition-opacity' : 'grid gap-4'}
          aria-busy={reports.isFetching || undefined}
        >
          {body}
        </div>
        {!access.readOnly && selected.size > 0 && (
          <SelectionBar
            count={selected.size}
            language={language}
            onUse={handOver}
            onCancel={() => setSelected(new Map())}
          />
        )}
      </section>
      <DeleteAnalysisDialog
        item={toDelete}
        language={language}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
