import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { jurisdictionName, sectorLabel } from '#shared/taxonomy';
import { Button } from '@/components/ui/Button';
import type { SectorNames } from '#shared/taxonomy';
import { resultsHref, type AdviserEdition } from '../../edition-paths';
import type { HistoryItem } from '../api/list-analyses';
import { formatCount, formatDateTime } from '../format';
import { historyStatus } from '../history-status';
import { HistoryStatusBadge } from './HistoryStatusBadge';

interface HistoryCardProps {
  item: HistoryItem;
  edition: AdviserEdition;
  language: string;
  sectorNames: SectorNames | undefined;
  onDelete: (item: HistoryItem) => void;
}

/** One past analysis: its work area opens the results; the facts an adviser looks for at a glance. */
export function HistoryCard({ item, edition, language, sectorNames, onDelete }: HistoryCardProps) {
  const { t } = useTranslation();
  const status = historyStatus(item.status);
  const none = t('history.list.none');
  const sector =
    sectorLabel(item.workplaceInfo, language, sectorNames).mainSector ?? item.workplaceInfo.mainSector;
  const facts: [string, string, string][] = [
    ['client', t('history.list.client'), item.clientName || none],
    ['date', t('history.list.date'), formatDateTime(item.timestamp, language)],
    [
      'jurisdiction',
      t('history.list.jurisdiction'),
      jurisdictionName(item.jurisdiction, language) ?? item.jurisdiction,
    ],
    ['sector', t('history.list.sector'), sector || none],
    [
      'kept-risks',
      t('history.list.keptRisks'),
      item.keptRiskCount === null ? none : formatCount(item.keptRiskCount, language),
    ],
    ['open-actions', t('history.list.openActions'), formatCount(item.openActions, language)],
  ];
  return (
    <li data-testid="history-item" data-analysis-id={item.id}>
      <article className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-200/60 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
            <Link
              to={resultsHref(edition, item.id)}
              className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              data-testid="history-open"
            >
              {item.area}
            </Link>
          </h2>
          <HistoryStatusBadge status={status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          {facts.map(([key, label, value]) => (
            <div key={key} className="grid min-w-0 gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="text-sm font-medium break-words text-slate-900" data-testid={`history-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex justify-end border-t border-slate-100 pt-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(item)}
            aria-label={t('history.delete.buttonLabel', { area: item.area })}
            className="text-red-700 hover:bg-red-50"
            data-testid="history-delete"
          >
            {t('history.delete.button')}
          </Button>
        </div>
      </article>
    </li>
  );
}
