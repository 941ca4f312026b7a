import type { TFunction } from 'i18next';
import type { AnswerSource, AssistantAnswer } from '#shared/schemas/assistant';

type Passage = AssistantAnswer['passages'][number];

export interface SourceGroup {
  /** The document or analysis the passages are quoted from. */
  source: AnswerSource;
  passages: Passage[];
}

/** Passages grouped by the document (or analysis) they quote, in the answer's order (best first). */
export function groupBySource(passages: readonly Passage[]): SourceGroup[] {
  const groups = new Map<string, SourceGroup>();
  for (const passage of passages) {
    const key = `${passage.source.kind}:${passage.source.id}`;
    const group = groups.get(key);
    if (group) group.passages.push(passage);
    else groups.set(key, { source: passage.source, passages: [passage] });
  }
  return [...groups.values()];
}

/** Where a quote comes from, as a reader checks it: "file, page N" or "analysis, risk SST_001". */
export function sourceLocation(t: TFunction, source: AnswerSource): string {
  if (source.riskId) return t('assistant.answer.sourceRisk', { name: source.name, risk: source.riskId });
  if (source.page !== null) return t('assistant.answer.sourcePage', { name: source.name, page: source.page });
  return source.name;
}
