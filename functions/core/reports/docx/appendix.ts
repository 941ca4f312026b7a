import type { Paragraph } from 'docx';
import { formatArticles } from '#shared/knowledge/articles';
import type { AnalysisResult, Risk } from '#shared/schemas/analysis';
import { documentSummary, signerLines } from '../office/content';
import type { OfficeLabels } from '../office/labels';
import type { ReportInput } from '../pdf/types';
import { MUTED, bullet, field, heading, label, paragraph } from './blocks';

/** Applicable regulations, each with its articles and authority. */
export function regulationsBlocks(analysis: AnalysisResult, labels: OfficeLabels): Paragraph[] {
  if (analysis.regulations.length === 0) return [];
  const c = labels.colon;
  return [
    heading(labels.regulationsTitle, 1),
    ...analysis.regulations.flatMap((regulation) => [
      label(regulation.title),
      field(
        labels.articles,
        regulation.articles
          ? formatArticles(regulation.articles, analysis.language)
          : labels.articleNotConfirmed,
        c,
      ),
      field(labels.authority, regulation.authority, c),
      ...(regulation.description.trim() ? [paragraph(regulation.description, { color: MUTED })] : []),
    ]),
  ];
}

/** Each document's summary, naming only kept risks, with the kept risks it raised. */
export function documentsBlocks(
  analysis: AnalysisResult,
  risks: readonly Risk[],
  labels: OfficeLabels,
): Paragraph[] {
  if (analysis.documentAnalyses.length === 0) return [];
  const c = labels.colon;
  return [
    heading(labels.documentsTitle, 1),
    ...analysis.documentAnalyses.flatMap((document) => {
      const summary = documentSummary(document, risks, analysis.risks, labels.locale);
      return [
        label(document.fileName),
        ...(summary.text ? [paragraph(summary.text)] : []),
        ...(summary.risks.length > 0
          ? [
              field(
                labels.office.documentRisks,
                summary.risks.map((risk) => `${risk.riskId} — ${risk.title}`).join(labels.listSeparator),
                c,
              ),
            ]
          : []),
      ];
    }),
  ];
}

export function generalRecommendationsBlocks(analysis: AnalysisResult, labels: OfficeLabels): Paragraph[] {
  if (analysis.generalRecommendations.length === 0) return [];
  return [
    heading(labels.generalRecommendationsTitle, 1),
    ...analysis.generalRecommendations.map((text) => bullet(text)),
  ];
}

/** The legal notice, then who signs: name and designations, title, organisation, and lines to sign and date. */
export function closingBlocks(input: ReportInput, labels: OfficeLabels): Paragraph[] {
  const signer = signerLines(input.cover);
  return [
    heading(labels.office.legalNoticeTitle, 1),
    paragraph(labels.legalNotice),
    heading(labels.office.signatureTitle, 1),
    ...signer.map((line, i) => paragraph(line, { bold: i === 0 })),
    paragraph(''),
    paragraph(labels.office.signatureLine),
  ];
}
