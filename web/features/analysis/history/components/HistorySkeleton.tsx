import { useTranslation } from 'react-i18next';

/** Placeholder cards the shape of the list, so the page does not jump when it arrives. */
export function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="history-loading">
      <span className="sr-only">{t('history.list.loading')}</span>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {[0, 1, 2, 3, 4, 5].map((cell) => (
                <div key={cell} className="h-8 animate-pulse rounded bg-slate-100" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
