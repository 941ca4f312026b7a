import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../history/format';
import { hasStructuredData, type EnhancedAnalysis } from './enhanced-analysis';

interface EnhancedAnalysisPanelProps {
  analysis: EnhancedAnalysis;
  language: string;
  /** Shown after the analysis's text and before its recommendations (an answer's quoted passages). */
  children?: ReactNode;
}

/**
 * The enhanced analysis display (spec 2.3), for any analysis: a summary line (risks,
 * recommendations, area), the text, then the recommendations numbered with their action, details
 * and reference. Without structured data the whole text is shown as it is.
 */
export function EnhancedAnalysisPanel({ analysis, language, children }: EnhancedAnalysisPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const structured = hasStructuredData(analysis);
  return (
    <div className="grid gap-4" data-testid="enhanced-analysis" data-structured={structured}>
      {structured ? (
        <>
          <p
            className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900"
            data-testid="analysis-summary-line"
          >
            {t('enhancedAnalysis.summary', {
              risks: formatCount(analysis.riskCount, language),
              recommendations: formatCount(analysis.recommendations.length, language),
              area: analysis.area,
            })}
          </p>
          {analysis.text && (
            <p className="leading-relaxed text-slate-800" data-testid="analysis-text">
              {analysis.text}
            </p>
          )}
        </>
      ) : (
        <div className="leading-relaxed whitespace-pre-wrap text-slate-800" data-testid="analysis-raw">
          {analysis.text}
        </div>
      )}
      {children}
      {analysis.recommendations.length > 0 && (
        <section aria-labelledby={headingId} className="grid gap-3">
          <h4 id={headingId} className="font-semibold text-slate-900">
            {t('enhancedAnalysis.recommendations')}
          </h4>
          <ol className="grid gap-2">
            {analysis.recommendations.map((recommendation, index) => (
              <li
                key={`${index}-${recommendation.action}`}
                data-testid="recommendation"
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div className="grid min-w-0 gap-1 text-sm">
                  <p className="font-semibold break-words text-slate-900">{recommendation.action}</p>
                  {recommendation.details && <p className="text-slate-700">{recommendation.details}</p>}
                  {recommendation.reference && (
                    <p className="break-words text-slate-600">
                      {t('enhancedAnalysis.reference')}{' '}
                      <span className="font-medium text-slate-800">{recommendation.reference}</span>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
