import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import type { Risk } from '#shared/schemas/analysis';
import { byBasis } from '../risk-basis';
import { RiskCard } from './RiskCard';
import { SectionCard } from './SectionCard';

interface RiskListProps {
  risks: readonly (Risk & { movedToNotes: boolean })[];
  selectedCount: number;
  everySelected: boolean;
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** The adviser's tools under each card (edit, merge, action plan). */
  tools?: (risk: Risk) => ReactNode;
  /** Beside the select-all button (add a finding). */
  extra?: ReactNode;
}

/**
 * Identified risks: the selection bar (select all / none, counter) and one card per risk, the
 * observed ones first, then the typical ones of the activity under their own heading.
 */
export function RiskList({
  risks,
  selectedCount,
  everySelected,
  isSelected,
  onToggle,
  onToggleAll,
  tools,
  extra,
}: RiskListProps) {
  const { t } = useTranslation();
  const { observed, typical } = byBasis(risks);
  return (
    <SectionCard title={t('report.risks.heading')} testId="identified-risks">
      {risks.length === 0 ? (
        <p className="text-slate-600">{t('report.risks.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
            <p
              data-testid="selected-counter"
              aria-live="polite"
              className="text-sm font-medium text-slate-800"
            >
              {t('report.risks.counter', { selected: selectedCount, total: risks.length })}
            </p>
            <div className="flex flex-wrap gap-2">
              {extra}
              <Button variant="secondary" data-testid="select-all-toggle" onClick={onToggleAll}>
                {everySelected ? t('report.risks.deselectAll') : t('report.risks.selectAll')}
              </Button>
            </div>
          </div>
          <RiskCards risks={observed} isSelected={isSelected} onToggle={onToggle} tools={tools} />
          {typical.length > 0 && (
            <>
              <h3 data-testid="typical-risks-heading" className="text-base font-semibold text-slate-900">
                {t('report.risks.typicalHeading')}
              </h3>
              <RiskCards risks={typical} isSelected={isSelected} onToggle={onToggle} tools={tools} />
            </>
          )}
        </>
      )}
    </SectionCard>
  );
}

type ListedRisk = RiskListProps['risks'][number];

function RiskCards({
  risks,
  isSelected,
  onToggle,
  tools,
}: {
  risks: readonly ListedRisk[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  tools?: (risk: Risk) => ReactNode;
}) {
  if (risks.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-4">
      {risks.map((risk) => (
        <RiskCard
          key={risk.riskId}
          risk={risk}
          recommendations={risk.recommendations}
          movedToNotes={risk.movedToNotes}
          selected={isSelected(risk.riskId)}
          onToggle={() => onToggle(risk.riskId)}
          tools={tools?.(risk)}
        />
      ))}
    </ul>
  );
}
