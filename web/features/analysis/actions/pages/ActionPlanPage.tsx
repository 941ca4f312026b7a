import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActionOverviewItem, ActionStatus } from '#shared/schemas/workbench';
import { buttonClasses } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { LoadFailed } from '../../components/LoadFailed';
import { EDITION_PATHS, type AdviserEdition } from '../../edition-paths';
import { byDueDate, countByBucket, localIsoDate } from '../action-schedule';
import { scopeOf, withScope, type ActionScope } from '../action-scope';
import { useActionOverview } from '../api/list-actions';
import { useUpdateActionStatus } from '../api/update-action-status';
import { ActionCard } from '../components/ActionCard';
import { ActionSummary } from '../components/ActionSummary';
import { DueDelayLegend } from '../components/DueDelayLegend';

/**
 * /conseiller-sst/actions and /international-sst/actions: every action of the adviser's analyses,
 * soonest due first, overdue ones marked, each status changed in place.
 */
export function ActionPlanPage({ edition }: { edition: AdviserEdition }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const toggleId = useId();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);
  const overview = useActionOverview(scope);
  const update = useUpdateActionStatus();
  const today = localIsoDate();
  const actions = useMemo(() => byDueDate(overview.data?.actions ?? []), [overview.data]);
  const counts = useMemo(() => countByBucket(actions, today), [actions, today]);

  const changeStatus = (action: ActionOverviewItem, status: ActionStatus) => {
    update.mutate(
      { id: action.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('actionOverview.item.statusSaved', {
              title: action.title,
              status: t(`actionOverview.status.${status}`),
            }),
          }),
        onError: (error) =>
          toast({
            title: apiErrorText(t, error, t('actionOverview.item.statusFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

  // flushSync: the checkbox's state is the address; a transition would let React put the box back
  // unchecked until the navigation lands (a click read at that moment seems lost).
  const setScope = (next: ActionScope) =>
    setParams((current) => withScope(current, next), { replace: true, flushSync: true });

  let body;
  if (overview.isPending)
    body = (
      <div role="status" className="grid gap-3" data-testid="actions-loading">
        <span className="sr-only">{t('actionOverview.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="h-36 animate-pulse rounded-2xl bg-slate-200/70" />
        ))}
      </div>
    );
  else if (overview.isError)
    body = (
      <LoadFailed
        error={overview.error}
        fallback={t('actionOverview.loadFailed')}
        onRetry={() => void overview.refetch()}
        retrying={overview.isRefetching}
        testId="actions-error"
      />
    );
  else if (actions.length === 0)
    body = (
      <section
        data-testid="actions-empty"
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      >
        <h2 className="text-lg font-semibold text-slate-900">
          {scope === 'all' ? t('actionOverview.empty.allTitle') : t('actionOverview.empty.openTitle')}
        </h2>
        <p className="max-w-md text-slate-600">{t('actionOverview.empty.body')}</p>
        <Link to={EDITION_PATHS[edition].history} className={buttonClasses('secondary')}>
          {t('actionOverview.empty.toHistory')}
        </Link>
      </section>
    );
  else
    body = (
      <>
        <ActionSummary counts={counts} showClosed={scope === 'all'} language={language} />
        <ul className="grid gap-3" data-testid="action-list">
          {actions.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              edition={edition}
              today={today}
              language={language}
              onStatusChange={changeStatus}
            />
          ))}
        </ul>
      </>
    );

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('actionOverview.title')}
        </h1>
        <p className="text-slate-600">{t('actionOverview.intro')}</p>
      </div>
      <DueDelayLegend language={language} />
      <div className="flex items-center gap-3">
        <label
          htmlFor={toggleId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800"
        >
          <input
            id={toggleId}
            type="checkbox"
            checked={scope === 'all'}
            onChange={(event) => setScope(event.target.checked ? 'all' : 'open')}
            className="size-5 rounded border-slate-300 accent-brand-700"
            data-testid="actions-show-all"
          />
          {t('actionOverview.showAll')}
        </label>
      </div>
      <div className="grid gap-4" aria-busy={overview.isFetching || undefined}>
        {body}
      </div>
    </div>
  );
}
