import type { RiskFamily } from '#shared/knowledge/types';
import { logger } from '#functions/observability';
import type { ModelAnswer } from './answer-schema';
import { looseKey } from './evidence-check';
import type { AllowedCitations, ResultCitation } from './port';

/**
 * A risk keeps a citation only when it is allowed for the risk's family on this site (compared
 * by instrument and articles, loosely): a noise provision cited for a fall goes, and so does any
 * article the model made up. A kept citation is the reference entry itself, never the model's wording.
 */

type ModelCitation = ModelAnswer['risks'][number]['citations'][number];

function citationKey(c: { instrument: string; articles: string | null }): string {
  return `${looseKey(c.instrument)}\u0000${c.articles === null ? '' : looseKey(c.articles)}`;
}

export function allowedCitationsCheck(allowed: AllowedCitations) {
  const byFamily = new Map<string, Map<string, ResultCitation>>();
  for (const [family, citations] of Object.entries(allowed)) {
    const entries = new Map<string, ResultCitation>();
    for (const citation of citations ?? []) {
      const key = citationKey(citation);
      if (!entries.has(key)) entries.set(key, citation);
    }
    byFamily.set(family, entries);
  }

  return (family: RiskFamily, cited: ModelCitation[], where: object): ResultCitation[] => {
    const entries = byFamily.get(family);
    const kept = new Set<ResultCitation>();
    for (const citation of cited) {
      const entry = entries?.get(citationKey(citation));
      if (entry) kept.add(entry);
      else
        logger.warn('Citation not allowed for the risk family, removed', {
          ...where,
          instrument: citation.instrument,
          articles: citation.articles,
        });
    }
    return [...kept];
  };
}
