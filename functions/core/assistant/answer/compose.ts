import type { AssistantAnswer } from '#shared/schemas/assistant';
import { citationsFor } from '#shared/knowledge/citation-selection';
import { resultCitation } from '#shared/knowledge/content';
import { jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import type { Hazard, Jurisdiction } from '#shared/knowledge/types';
import analyzerTexts from '#shared/i18n/analyzer';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { Language } from '#shared/languages';
import { jurisdictionName } from '#shared/taxonomy';
import type { Retrieval } from './retrieve';

const ANALYZER = serverTexts('analyzer', analyzerTexts);

const sourceKey = (source: { id: string; page: number | null; riskId: string | null }) => source.id;

/** The provisions of the province for the hazards the question is about (each once, in order). */
function provisionsFor(hazards: readonly Hazard[], province: Jurisdiction, language: Language) {
  const seen = new Set<string>();
  return hazards
    .flatMap((hazard) => citationsFor(hazard, { jurisdiction: province }))
    .filter((citation) => {
      const key = `${citation.instrument}\u0000${citation.articles ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((citation) => resultCitation(citation, language));
}

/**
 * The offline answer: deterministic and extractive. The passages found, grouped by source (the
 * best source first, its passages in their order of relevance), each quoted exactly; the
 * province's provisions for the hazards asked about; and a summary that says whether the
 * selection answers the question. Nothing is written that a source does not say.
 */
export function composeAnswer(
  retrieval: Retrieval,
  province: Jurisdiction,
  language: Language,
  readable: boolean,
): AssistantAnswer {
  const t = fixedT(language, ANALYZER);
  const order = new Map<string, number>();
  for (const passage of retrieval.passages)
    if (!order.has(sourceKey(passage.source))) order.set(sourceKey(passage.source), order.size);
  const passages = [...retrieval.passages]
    .sort((a, b) => order.get(sourceKey(a.source))! - order.get(sourceKey(b.source))! || b.score - a.score)
    .map((passage) => ({ quote: passage.text, source: passage.source, score: passage.score }));
  const found = passages.length > 0;
  const name =
    jurisdictionName(province, language) ?? jurisdictionInfo(province).name[language === 'fr' ? 'fr' : 'en'];
  const provisions = provisionsFor(retrieval.hazards, province, language);
  const summary = [
    found
      ? t('assistantAnswer.found', { passages: passages.length, sources: order.size })
      : readable
        ? t('assistantAnswer.notFound')
        : t('assistantAnswer.nothingReadable'),
    ...(provisions.length ? [t('assistantAnswer.provisions', { province: name })] : []),
  ].join(' ');
  return { found, summary, passages, provisions, engine: 'offline' };
}
