import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/Button';

interface HistoryEmptyProps {
  /** True when filters hide every analysis (rather than there being none at all). */
  filtered: boolean;
  newAnalysisPath: string;
  onClearFilters: () => void;
}

export function HistoryEmpty({ filtered, newAnalysisPath, onClearFilters }: HistoryEmptyProps) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="history-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {filtered ? t('history.empty.filteredTitle') : t('history.empty.title')}
      </h2>
      <p className="max-w-md text-slate-600">
        {filtered ? t('history.empty.filteredBody') : t('history.empty.body')}
      </p>
      {filtered ? (
        <Button variant="secondary" onClick={onClearFilters}>
          {t('history.filters.clear')}
        </Button>
      ) : (
        <Link to={newAnalysisPath} className={buttonClasses('primary')} data-testid="history-first-analysis">
          {t('history.empty.start')}
        </Link>
      )}
    </section>
  );
}
