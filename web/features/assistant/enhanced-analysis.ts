import { formatArticles } from '#shared/knowledge/articles';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages';
import type { AssistantAnswer } from '#shared/schemas/assistant';

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
) {
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
