import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { jurisdictionName } from '#shared/taxonomy';
import { Button, buttonClasses } from '@/components/ui/Button';
import { formatCount, formatDateTime } from '@/features/analysis';
import type { SavedAnalysis } from '../api/saved-analyses';
import { SelectableCard } from './SelectableCard';

interface SavedAnalysisCardProps {
  analysis: SavedAnalysis;
  /** Where its results screen is, in the caller's app. */
  href: string;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  language: string;
}

/** A saved analysis of the Analysis Reports tab: its work area opens its results. */
export function SavedAnalysisCard({
  analysis,
  href,
  selected,
  onToggle,
  onDelete,
  language,
}: SavedAnalysisCardProps) {
  const { t } = useTranslation();
  return (
    <SelectableCard
      id={analysis.id}
      testId="saved-analysis"
      title={analysis.area}
      selectLabel={t('assistant.item.select', { name: analysis.area })}
      selected={selected}
      onToggle={onToggle}
      actions={
        <>
          <Link
            to={href}
            className={buttonClasses('secondary', 'sm')}
            aria-label={t('assistant.reports.openLabel', { name: analysis.area })}
          >
            {t('assistant.reports.open')}
          </Link>
          {analysis.canDelete && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={t('assistant.item.deleteLabel', { name: analysis.area })}
              className="text-red-700 hover:bg-red-50"
              data-testid="item-delete"
            >
              {t('assistant.item.delete')}
            </Button>
          )}
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="font-medium text-slate-800">{t('assistant.reports.kinds.analysis')}</span>
        <span>{formatDateTime(analysis.timestamp, language)}</span>
        <span>{jurisdictionName(analysis.jurisdiction, language) ?? analysis.jurisdiction}</span>
        {analysis.keptRiskCount !== null && (
          <span>
            {t('assistant.reports.risks', { number: formatCount(analysis.keptRiskCount, language) })}
          </span>
        )}
      </p>
    </SelectableCard>
  );
}
