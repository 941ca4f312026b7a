import { useTranslation } from 'react-i18next';
import type { ControlledHazard } from '#shared/schemas/analysis';
import { EvidenceList } from './EvidenceList';
import { SectionCard } from './SectionCard';
import { WordList } from './WordList';

/**
 * Hazards the documents show under control (guardrails installed, machine locked out): not
 * risks, listed so the adviser sees the engine read them. Hidden when there are none.
 */
export function ControlledHazards({ hazards }: { hazards: readonly ControlledHazard[] }) {
  const { t } = useTranslation();
  if (hazards.length === 0) return null;
  return (
    <SectionCard title={t('report.controlled.heading')} testId="controlled-hazards">
      <p className="text-sm text-slate-600">{t('report.controlled.intro')}</p>
      <ul className="grid grid-cols-1 gap-3">
        {hazards.map((hazard, index) => (
          <li
            key={`${hazard.hazardId}-${index}`}
            data-testid="controlled-hazard"
            className="grid gap-2 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4"
          >
            <h3 className="font-semibold break-words text-slate-900">{hazard.title}</h3>
            <WordList
              label={t('report.controlled.triggers')}
              words={hazard.triggers}
              testId="controlled-triggers"
            />
            <EvidenceList evidence={hazard.evidence} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
