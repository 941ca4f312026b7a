import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACTION_STATUSES, type ActionOverviewItem, type ActionStatus } from '#shared/schemas/workbench';
import { Badge } from '@/components/ui/Badge';
import { Select } from '@/components/ui/Select';
import { cn } from '@/components/ui/cn';
import { resultsHref, type AdviserEdition } from '../../edition-paths';
import { daysUntil, isOverdue } from '../action-schedule';
import { formatDaysFromToday, formatDueDate } from '../format';

interface ActionCardProps {
  action: ActionOverviewItem;
  edition: AdviserEdition;
  today: string;
  language: string;
  onStatusChange: (action: ActionOverviewItem, status: ActionStatus) => void;
}

/**
 * One action: what, who, by when, its status (changed in place), and the analysis and risk it
 * answers. Overdue is said in words and repeated by the red edge, never by colour alone.
 */
export function ActionCard({ action, edition, today, language, onStatusChange }: ActionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const overdue = isOverdue(action, today);
  const due = `${formatDueDate(action.dueDate, language)} (${formatDaysFromToday(daysUntil(action.dueDate, today), language)})`;
  return (
    <li data-testid="action-item" data-action-id={action.id} data-overdue={overdue}>
      <article
        aria-labelledby={titleId}
        className={cn(
          'grid gap-4 rounded-2xl border bg-white p-4 shadow-sm shadow-slate-200/60 sm:p-5',
          overdue ? 'border-red-300 border-l-4 border-l-red-600' : 'border-slate-200',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2
            id={titleId}
            className="min-w-0 text-base leading-snug font-semibold break-words text-slate-900"
          >
            {action.title}
          </h2>
          <div className="flex flex-wrap gap-2">
            {overdue && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/30 ring-inset"
                data-testid="action-overdue"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="size-3.5"
                  fill="none"
                  stroke="currentColor"
                >
                  <circle cx="8" cy="8" r="6.5" strokeWidth="1.5" />
                  <path d="M8 4.5V8l2.5 1.5" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
                {t('actionOverview.item.overdue')}
              </span>
            )}
            {action.level && (
              <Badge tone="neutral">
                {t('actionOverview.item.level', { level: t(`risk.${action.level}`) })}
              </Badge>
            )}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('actionOverview.item.owner')}
            </dt>
            <dd className="text-sm font-medium break-words text-slate-900" data-testid="action-owner">
              {action.ownerName || action.ownerEmail || t('actionOverview.item.noOwner')}
              {action.ownerName && action.ownerEmail && (
                <span className="block font-normal text-slate-600">{action.ownerEmail}</span>
              )}
            </dd>
          </div>
          <div className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('actionOverview.item.dueDate')}
            </dt>
            <dd
              className={cn('text-sm font-medium', overdue ? 'text-red-800' : 'text-slate-900')}
              data-testid="action-due"
            >
              {due}
            </dd>
          </div>
          <div className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('actionOverview.item.analysis')}
            </dt>
            <dd className="text-sm font-medium break-words">
              <Link
                to={resultsHref(edition, action.analysisId)}
                className="rounded text-brand-800 underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                data-testid="action-analysis"
              >
                {action.area}
              </Link>
            </dd>
          </div>
          <div className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('actionOverview.item.risk')}
            </dt>
            <dd className="text-sm font-medium break-words text-slate-900" data-testid="action-risk">
              {action.riskTitle}
            </dd>
          </div>
        </dl>
        <div className="sm:max-w-60">
          <Select
            label={t('actionOverview.item.status')}
            value={action.status}
            onChange={(event) => onStatusChange(action, event.target.value as ActionStatus)}
            aria-describedby={titleId}
            data-testid="action-status"
          >
            {ACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`actionOverview.status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
      </article>
    </li>
  );
}
