import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '#shared/schemas/analysis';
import { cn } from '@/components/ui/cn';

/** The colours of the results screen's levels: the text carries the meaning, the colour repeats it. */
const TONES: Record<RiskLevel, string> = {
  critical: 'bg-red-50 text-red-800 ring-red-600/25',
  high: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  medium: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  low: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
};

/** A report's highest kept risk level. */
export function LevelBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation();
  return (
    <span
      data-level={level}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[level],
      )}
    >
      {t(`risk.${level}`)}
    </span>
  );
}
