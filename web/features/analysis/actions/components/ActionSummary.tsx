import { useTranslation } from 'react-i18next';
import type { DueBucket } from '../action-schedule';
import { DUE_BUCKETS } from '../action-schedule';

interface ActionSummaryProps {
  counts: Record<DueBucket, number>;
  /** Closed actions are counted only when they are listed. */
  showClosed: boolean;
  language: string;
}

/** How many actions are overdue, due within the week, later (and closed). */
export function ActionSummary({ counts, showClosed, language }: ActionSummaryProps) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(language);
  const buckets = DUE_BUCKETS.filter((bucket) => showClosed || bucket !== 'closed');
  return (
    <dl className="flex flex-wrap gap-2 text-sm" data-testid="action-summary">
      {buckets.map((bucket) => (
        <div
          key={bucket}
          className={
            bucket === 'overdue' && counts.overdue > 0
              ? 'flex gap-1.5 rounded-full bg-red-50 px-3 py-1 text-red-800 ring-1 ring-red-600/30 ring-inset'
              : 'flex gap-1.5 rounded-full bg-white px-3 py-1 text-slate-700 ring-1 ring-slate-300 ring-inset'
          }
        >
          <dt>{t(`actionOverview.summary.${bucket}`)}</dt>
          <dd className="font-semibold" data-testid={`action-count-${bucket}`}>
            {number.format(counts[bucket])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
