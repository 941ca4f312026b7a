import { LoadMore } from '../components/LoadMore';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { LoadFailed } from '../../components/LoadFailed';
import { EDITION_PATHS, type AdviserEdition } from '../../edition-paths';
import { useSectorNames } from '../../use-sector-names';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { useHistory, type HistoryItem } from '../api/list-analyses';
import { formatCount } from '../format';
import { hasFilters } from '../history-filters';
import { useHistoryFilters } from '../use-history-filters';
import { DeleteAnalysisDialog } from '../components/DeleteAnalysisDialog';
import { HistoryCard } from '../components/HistoryCard';
import { HistoryEmpty } from '../components/HistoryEmpty';
import { HistoryFilterBar } from '../components/HistoryFilterBar';
import { HistorySkeleton } from '../components/HistorySkeleton';

/**
 * /conseiller-sst/history and /international-sst/history: the adviser's past analyses, newest
 * first, searchable by text, client and dates (kept in the address), each reopening its results.
 */
export function HistoryPage({ edition }: { edition: AdviserEdition }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const sectorNames = useSectorNames(language);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { filters, setFilter, clearFilters } = useHistoryFilters();
  const history = useHistory(filters);
  const remove = useDeleteAnalysis();
  const [toDelete, setToDelete] = useState<HistoryItem | null>(null);
  const [deleted, setDeleted] = useState(false);
  const items = history.data?.pages.flatMap((page) => page.analyses) ?? [];
  const filtered = hasFilters(filters);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: t('history.delete.done', { area: toDelete.area }) });
        setDeleted(true);
      },
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('history.delete.failed')), variant: 'destructive' }),
      onSettled: () => setToDelete(null),
    });
  };

  // The card and its button are gone: once the dialog has closed (the dialog's own effect runs
  // first), the focus goes to the top of the list rather than being lost.
  useEffect(() => {
    if (!deleted || toDelete) return;
    headingRef.current?.focus();
    setDeleted(false);
  }, [deleted, toDelete]);

  let body;
  if (history.isPending) body = <HistorySkeleton />;
  // A failed "Load more" keeps the pages already shown: only a first load that failed replaces the list.
  else if (!history.data)
    body = (
      <LoadFailed
        error={history.error}
        fallback={t('history.list.loadFailed')}
        onRetry={() => void history.refetch()}
        retrying={history.isRefetching}
        testId="history-error"
      />
    );
  else if (items.length === 0)
    body = (
      <HistoryEmpty
        filtered={filtered}
        newAnalysisPath={EDITION_PATHS[edition].newAnalysis}
        onClearFilters={clearFilters}
      />
    );
  else
    body = (
      <>
        <ul className="grid gap-3" data-testid="history-list">
          {items.map((item) => (
            <HistoryCard
              key={item.id}
              item={item}
              edition={edition}
              language={language}
              sectorNames={sectorNames}
              onDelete={setToDelete}
            />
          ))}
        </ul>
        <LoadMore
          query={history}
          label={t('history.list.loadMore')}
          failedText={t('history.list.loadFailed')}
          testId="history-load-more"
        />
      </>
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            {t('history.title')}
          </h1>
          <p className="text-slate-600">{t('history.intro')}</p>
        </div>
        <Link to={EDITION_PATHS[edition].newAnalysis} className={buttonClasses('primary')}>
          {t('workNav.newAnalysis')}
        </Link>
      </div>
      <HistoryFilterBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      <p role="status" className="text-sm text-slate-600 empty:hidden" data-testid="history-count">
        {history.data && items.length > 0
          ? t('history.list.shown', { number: formatCount(items.length, language) })
          : ''}
      </p>
      <div
        className={history.isPlaceholderData ? 'grid gap-4 opacity-60 transition-opacity' : 'grid gap-4'}
        aria-busy={history.isFetching || undefined}
      >
        {body}
      </div>
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
