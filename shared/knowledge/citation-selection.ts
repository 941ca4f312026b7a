import { HAZARDS } from './hazards';
import type { Citation, Hazard, Jurisdiction, RiskFamily } from './types';

/** What decides which provisions apply: the jurisdiction and the activity of the site. */
export interface CitationContext {
  jurisdiction: Jurisdiction;
  mainSector?: string;
  subSector?: string;
  specificActivity?: string;
}

/** The citations of one hazard that apply to the site. */
export function citationsFor(hazard: Hazard, context: CitationContext): Citation[] {
  return hazard.citations.filter((c) => c.jurisdiction === context.jurisdiction);
}

/** The citations any hazard of a family may carry on the site (the Bedrock analyzer's allowed list). */
export function citationsForFamily(family: RiskFamily, context: CitationContext): Citation[] {
  const seen = new Set<string>();
  return HAZARDS.filter((h) => h.family === family)
    .flatMap((h) => citationsFor(h, context))
    .filter((c) => {
      const key = `${c.instrument}\u0000${c.articles ?? ''}\u0000${c.subject}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
