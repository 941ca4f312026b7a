import { useTranslation } from 'react-i18next';

/** Placeholder cards the shape of the list, so the page does not jump when it arrives. */
export function ReportsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="reports-loading">
      <span className="sr-only">{t('dashboard.list.loading')}</span>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex items-center gap-3">
              <div className="size-5 animate-pulse rounded bg-slate-200" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {[0, 1, 2, 3, 4].map((cell) => (
                <div key={cell} className="h-8 animate-pulse rounded bg-slate-100" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
