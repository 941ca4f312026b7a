import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import type { Risk } from '#shared/schemas/analysis';

const TONES: Record<Risk['confidence'], BadgeTone> = { high: 'info', medium: 'neutral', low: 'warning' };

/** How sure the engine is of a risk; the tooltip (and the screen reader) says what the level means. */
export function ConfidenceBadge({ confidence }: { confidence: Risk['confidence'] }) {
  const { t } = useTranslation();
  const help = t(`report.risks.confidenceHelp.${confidence}`);
  return (
    <Badge tone={TONES[confidence]} title={help} data-testid="confidence-badge" data-confidence={confidence}>
      {t('report.risks.confidence', { level: t(`report.risks.confidenceLevels.${confidence}`) })}
      <span className="sr-only"> ({help})</span>
    </Badge>
  );
}
