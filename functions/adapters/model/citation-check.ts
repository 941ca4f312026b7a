import type { RiskFamily } from '#shared/knowledge/types';
import { logger } from '#functions/observability';
import type { AllowedCitations, ResultCitation } from './port';

/**
 * The allowed citations carry a short id in the request (C1, C2…), and a risk cites them by id:
 * the model never writes an instrument or an article number, so it cannot misspell or make one up,
 * and a full answer is shorter by the citations' text (about 50 tokens a risk: answer-budget.ts).
 * The adviser reads the same thing: a kept citation is the reference entry itself. A risk keeps a
 * citation only when it is allowed for the risk's family on this site: a noise provision cited for
 * a fall goes, and so does an id that is not in the list.
 */

const entryKey = (c: ResultCitation) =>
  [c.jurisdiction, c.instrument, c.articles ?? '', c.subject, c.status].join('\u0000');

/** The allowed citations with their ids: one id for each distinct entry, in the order of the list. */
export function numberedCitations(allowed: AllowedCitations): {
  idOf: (citation: ResultCitation) => string;
  byId: Map<string, ResultCitation>;
} {
  const ids = new Map<string, string>();
  const byId = new Map<string, ResultCitation>();
  for (const citations of Object.values(allowed))
    for (const citation of citations ?? []) {
      const key = entryKey(citation);
      if (ids.has(key)) continue;
      const id = `C${ids.size + 1}`;
      ids.set(key, id);
      byId.set(id, citation);
    }
  return { idOf: (citation) => ids.get(entryKey(citation))!, byId };
}

export function allowedCitationsCheck(allowed: AllowedCitations) {
  const { idOf, byId } = numberedCitations(allowed);
  const byFamily = new Map<string, Set<string>>(
    Object.entries(allowed).map(([family, citations]) => [family, new Set((citations ?? []).map(idOf))]),
  );

  return (family: RiskFamily, cited: string[], where: object): ResultCitation[] => {
    const kept = new Set<ResultCitation>();
    for (const id of cited.map((c) => c.trim())) {
      const entry = byId.get(id);
      if (entry && byFamily.get(family)?.has(id)) kept.add(entry);
      else
        logger.warn('Citation not allowed for the risk family, removed', {
          ...where,
          id,
          instrument: entry?.instrument ?? null,
          articles: entry?.articles ?? null,
        });
    }
    return [...kept];
  };
}
