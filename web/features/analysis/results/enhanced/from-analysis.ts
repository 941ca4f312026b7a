import { formatArticles } from '#shared/knowledge/articles';
import type { AnalysisResult } from '#shared/schemas/analysis';
import type { EnhancedAnalysis } from './enhanced-analysis';

/**
 * An analysis in the enhanced display (spec 2.3): the kept risks counted, and each of their
 * recommendations numbered with what to do (the action), which risk it answers (details) and its
 * first confirmed provision (reference; the risk's first citation when none is confirmed).
 */
export function enhancedFromAnalysis(
  analysis: AnalysisResult,
  keptRiskIds: ReadonlySet<string>,
  area: string,
): EnhancedAnalysis {
  const kept = analysis.risks.filter((risk) => keptRiskIds.has(risk.riskId));
  const language = analysis.language;
  const recommendations = kept.flatMap((risk) => {
    const citation = risk.citations.find((c) => c.status === 'confirmed') ?? risk.citations[0];
    const reference = citation
      ? citation.articles
        ? `${citation.instrument}, ${formatArticles(citation.articles, language)}`
        : citation.instrument
      : null;
    return risk.recommendations.map((action) => ({
      action,
      details: `${risk.riskId} — ${risk.title}`,
      reference,
    }));
  });
  return { area, riskCount: kept.length, recommendations, text: analysis.summary };
}
