import { formatArticles } from '#shared/knowledge/articles';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages';
import type { AssistantAnswer } from '#shared/schemas/assistant';

/** A numbered recommendation of the enhanced display (spec 2.3): what to do, why, and where it is written. */
export interface EnhancedRecommendation {
  action: string;
  details: string;
  reference: string | null;
}

/** What the enhanced analysis display shows, whatever produced it. */
export interface EnhancedAnalysis {
  /** What the analysis covers: a work area, or the province or territory an answer applies to. */
  area: string;
  riskCount: number;
  recommendations: EnhancedRecommendation[];
  /** The analysis in words: its summary, or all of it when it has no structured data. */
  text: string;
}

/** Structured data to show (counts, numbered recommendations); otherwise the text alone, as it is. */
export function hasStructuredData(analysis: EnhancedAnalysis): boolean {
  return analysis.riskCount > 0 || analysis.recommendations.length > 0;
}

type Provision = AssistantAnswer['provisions'][number];

/** A provision as analyses cite it: the instrument, with its articles once confirmed. */
export function provisionCitation(provision: Provision, language: string): string {
  return provision.articles
    ? `${provision.instrument}, ${formatArticles(provision.articles, isLanguage(language) ? language : DEFAULT_LANGUAGE)}`
    : provision.instrument;
}

/**
 * An answer in the enhanced display: its risks are those of saved analyses it quotes, its
 * recommendations the provisions that apply, each with its status (`statusLabel`).
 */
export function enhancedFromAnswer(
  answer: AssistantAnswer,
  area: string,
  language: string,
  statusLabel: (status: Provision['status']) => string,
): EnhancedAnalysis {
  const risks = new Set(
    answer.passages
      .filter((passage) => passage.source.riskId)
      .map((passage) => `${passage.source.id}:${passage.source.riskId}`),
  );
  return {
    area,
    riskCount: risks.size,
    recommendations: answer.provisions.map((provision) => ({
      action: provision.subject,
      details: statusLabel(provision.status),
      reference: provisionCitation(provision, language),
    })),
    text: answer.summary,
  };
}
