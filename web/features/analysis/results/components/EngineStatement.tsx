import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '#shared/schemas/analysis';

/**
 * What made the analysis and what it can see, said once near the top: the offline engine reads
 * text only (a hazard visible in a photo but written nowhere is missed), the AI model also looks.
 */
export function EngineStatement({ analyzer }: { analyzer: AnalysisResult['analyzer'] }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      data-testid="engine-statement"
      data-analyzer={analyzer}
      className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm break-words text-brand-900"
    >
      {t(`report.engine.${analyzer}`)}
    </p>
  );
}
