import { formatArticles } from '#shared/knowledge/articles';
import type { AnalysisResult, Risk } from '#shared/schemas/analysis';
import { documentSummary } from '../office/content';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { MUTED } from './theme';

/**
 * Closing sections: applicable regulations, document summaries naming only the kept risks, general
 * recommendations; each only if non-empty.
 */
export function drawAppendix(
  flow: Flow,
  labels: ReportLabels,
  analysis: AnalysisResult,
  risks: readonly Risk[],
): void {
  const c = labels.colon;
  if (analysis.regulations.length > 0) {
    flow.heading(labels.regulationsTitle);
    for (const reg of analysis.regulations) {
      flow.ensure(40);
      flow.text(reg.title, { bold: true });
      const articles = reg.articles
        ? formatArticles(reg.articles, analysis.language)
        : labels.articleNotConfirmed;
      flow.field(labels.articles, articles, c, { indent: 6 });
      flow.field(labels.authority, reg.authority, c, { indent: 6 });
      if (reg.description.trim() !== '') flow.text(reg.description, { indent: 6, color: MUTED });
      flow.space(5);
    }
  }
  if (analysis.documentAnalyses.length > 0) {
    flow.heading(labels.documentsTitle);
    for (const d of analysis.documentAnalyses) {
      // The engine's summary names every hazard it found: only the kept risks are named here.
      const summary = documentSummary(d, risks, analysis.risks, labels.locale);
      flow.ensure(30);
      flow.text(d.fileName, { bold: true });
      if (summary.text !== '') flow.text(summary.text, { indent: 6 });
      if (summary.risks.length > 0) {
        const named = summary.risks
          .map((risk) => `${risk.riskId} — ${risk.title}`)
          .join(labels.listSeparator);
        flow.field(labels.office.documentRisks, named, c, { indent: 6 });
      }
      flow.space(5);
    }
  }
  if (analysis.generalRecommendations.length > 0) {
    flow.heading(labels.generalRecommendationsTitle);
    for (const rec of analysis.generalRecommendations) flow.bullet(rec);
  }
}
