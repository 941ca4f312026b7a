import { formatArticles } from '#shared/knowledge/articles';
import type { AnalysisResult } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { MUTED } from './theme';

/** Closing sections: applicable regulations, document summaries, general recommendations; each only if non-empty. */
export function drawAppendix(flow: Flow, labels: ReportLabels, analysis: AnalysisResult): void {
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
      flow.ensure(30);
      flow.text(d.fileName, { bold: true });
      if (d.summary.trim() !== '') flow.text(d.summary, { indent: 6 });
      flow.space(5);
    }
  }
  if (analysis.generalRecommendations.length > 0) {
    flow.heading(labels.generalRecommendationsTitle);
    for (const rec of analysis.generalRecommendations) flow.bullet(rec);
  }
}
