/**
 * General notes: seven generic safety recommendations (safety
 * shoes, training, inspection, signage, PPE, maintenance, safe handling) are taken out of
 * each risk's own recommendations, matched on their first 20 characters, and shown once
 * under General notes with the analysis' general recommendations.
 */

import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';

/** Length of the prefix two recommendations are compared on. */
export const MATCH_LENGTH = 20;

/** The seven generic recommendations, as the analyzer writes them in each language. */
export const GENERIC_RECOMMENDATIONS: readonly string[] = Object.values(GENERAL_RECOMMENDATIONS).flat();

/** The comparison key: first 20 characters, case, spacing and typographic quotes ignored. */
export function matchKey(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MATCH_LENGTH);
}

export interface GeneralNotesSplit<R> {
  /** Each risk with only its specific recommendations left, and whether any were moved. */
  risks: (R & { recommendations: string[]; movedToNotes: boolean })[];
  /** The general recommendations, then the generic ones taken from the risks; no duplicates. */
  generalNotes: string[];
}

/**
 * Takes the generic recommendations (the seven, and the analysis' own general ones) out of
 * every risk and gathers them, deduplicated, as general notes. Other fields are untouched.
 */
export function splitGeneralNotes<R extends { recommendations: readonly string[] }>(
  risks: readonly R[],
  generalRecommendations: readonly string[],
  generic: readonly string[] = GENERIC_RECOMMENDATIONS,
): GeneralNotesSplit<R> {
  const genericKeys = new Set([...generic, ...generalRecommendations].map(matchKey).filter(Boolean));
  const seen = new Set<string>();
  const generalNotes: string[] = [];
  const keep = (text: string) => {
    const key = matchKey(text);
    if (!key || seen.has(key)) return;
    seen.add(key);
    generalNotes.push(text.trim());
  };
  generalRecommendations.forEach(keep);
  const split = risks.map((risk) => {
    const own: string[] = [];
    let movedToNotes = false;
    for (const text of risk.recommendations) {
      if (genericKeys.has(matchKey(text))) {
        keep(text);
        movedToNotes = true;
      } else if (text.trim()) own.push(text);
    }
    return { ...risk, recommendations: own, movedToNotes };
  });
  return { risks: split, generalNotes };
}
