import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/features/analysis';
import { documentCounter, type CounterLevel } from '../document-counter';

const BAR: Record<CounterLevel, string> = {
  normal: 'bg-emerald-600',
  warning: 'bg-amber-500',
  full: 'bg-red-600',
};
const TEXT: Record<CounterLevel, string> = {
  normal: 'text-emerald-800',
  warning: 'text-amber-800',
  full: 'text-red-700',
};

interface DocumentCounterBarProps {
  /** Documents in the library (null until the server has said). */
  count: number | null;
  limit: number;
  language: string;
}

/**
 * How full the library is: a bar (green, amber from 80 %, red at the limit, never past 100 %) and
 * a line that says the same in words, so colour is never the only sign.
 */
export function DocumentCounterBar({ count, limit, language }: DocumentCounterBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  if (count === null)
    return (
      <div className="h-14 animate-pulse rounded-xl bg-slate-100" data-testid="document-counter-loading" />
    );
  const { level, percent } = documentCounter(count, limit);
  const numbers = { count: formatCount(count, language), limit: formatCount(limit, language) };
  return (
    <div
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="document-counter"
      data-level={level}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={labelId} className="text-sm font-semibold text-slate-900" data-testid="document-count">
          {t('assistant.counter.label', numbers)}
        </p>
        <p className={cn('text-sm font-medium', TEXT[level])} data-testid="document-counter-state">
          {t(`assistant.counter.${level}`, { left: formatCount(Math.max(0, limit - count), language) })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(count, limit)}
        aria-valuetext={t('assistant.counter.label', numbers)}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', BAR[level])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
