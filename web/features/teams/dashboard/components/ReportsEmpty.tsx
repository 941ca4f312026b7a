import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/Button';

interface ReportsEmptyProps {
  /** True when filters hide every report (rather than there being none at all). */
  filtered: boolean;
  /** The caller may start an analysis (not a read-only visitor). */
  canAnalyse: boolean;
  onClearFilters: () => void;
}

export function ReportsEmpty({ filtered, canAnalyse, onClearFilters }: ReportsEmptyProps) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="reports-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <h3 className="text-lg font-semibold text-slate-900">
        {filtered ? t('dashboard.empty.filteredTitle') : t('dashboard.empty.title')}
      </h3>
      <p className="max-w-md text-slate-600">
        {filtered ? t('dashboard.empty.filteredBody') : t('dashboard.empty.body')}
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onClearFilters}>
          {t('history.filters.clear')}
        </Button>
      )}
      {!filtered && canAnalyse && (
        <Link
          to={paths.riskAnalysis}
          className={buttonClasses('primary')}
          data-testid="reports-first-analysis"
        >
          {t('dashboard.empty.start')}
        </Link>
      )}
    </section>
  );
}
