import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/features/analysis';

interface ListBodyProps {
  /** The first load is under way. */
  pending: boolean;
  /** The load failed (and nothing is shown yet). */
  error: unknown;
  failedText: string;
  onRetry: () => void;
  retrying: boolean;
  count: number;
  emptyText: string;
  testId: string;
  /** The list itself (its items are `li`). */
  children: ReactNode;
}

/** A tab's list in its states: loading, could not load (with a retry), empty, or its items. */
export function ListBody({
  pending,
  error,
  failedText,
  onRetry,
  retrying,
  count,
  emptyText,
  testId,
  children,
}: ListBodyProps) {
  const { t } = useTranslation();
  if (pending)
    return (
      <div className="grid gap-2" data-testid={`${testId}-loading`}>
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  if (error)
    return (
      <LoadFailed
        error={error}
        fallback={failedText}
        onRetry={onRetry}
        retrying={retrying}
        testId={`${testId}-error`}
      />
    );
  if (count === 0)
    return (
      <p
        className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600"
        data-testid={`${testId}-empty`}
      >
        {emptyText}
      </p>
    );
  return (
    <ul className="grid max-h-[32rem] gap-2 overflow-y-auto overscroll-contain" data-testid={testId}>
      {children}
    </ul>
  );
}
