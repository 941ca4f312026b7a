import { HAZARDS } from './hazards';
import { quebecScope, unconfirmed, I } from './hazards/citations';
import { DUE_DILIGENCE, PROVINCIAL_DUE_DILIGENCE, type DueDiligence } from './jurisdictions';
import { isFederallyRegulated, quebecRegime, type SiteContext, type SiteRegime } from './site';
import type { SubjectId } from './subjects';
import { CANADIAN_JURISDICTIONS, type Citation, type Hazard, type RiskFamily } from './types';

export { federalBasis, isFederallyRegulated, quebecRegime, siteRegimeUnknown } from './site';

/** What decides which provisions apply: the jurisdiction and the activity of the site (taxonomy ids). */
export interface CitationContext extends SiteContext {
  mainSector?: string;
  subSector?: string;
  specificActivity?: string;
}

/** The Quebec regulation that governs a site of each regime, for a hazard none of whose sections it names. */
const QUEBEC_REGULATION: Record<Exclude<SiteRegime, 'unknown'>, string> = {
  construction: I.CSTC,
  establishment: I.RSST,
};

/**
 * Quebec citations that apply on the site: the CSTC's on a construction site, the RSST's in an
 * establishment, the act's and the hazardous-products regulation's on both, all when the site type is
 * unknown. When the regime leaves none, the regime's regulation is cited without a number (unconfirmed)
 * for what the others were about, so the hazard never appears without its governing regulation.
 */
function forQuebecSite(citations: readonly Citation[], regime: SiteRegime): Citation[] {
  if (regime === 'unknown') return [...citations];
  const kept = citations.filter((c) => {
    const scope = quebecScope(c);
    return scope === 'both' || scope === regime || scope === undefined;
  });
  if (kept.length > 0 || citations.length === 0) return kept;
  const subjects = [...new Set(citations.map((c) => c.subject as SubjectId))];
  return subjects.map((subject) => unconfirmed('QC', QUEBEC_REGULATION[regime], subject));
}

/**
 * The citations of one hazard that apply to the site: the jurisdiction's (in Quebec, by the site's
 * regime), plus the federal ones (Canada Labour Code, COHSR) for a federally regulated activity chosen
 * in a province or territory. Never the federal ones for a provincially regulated workplace.
 */
export function citationsFor(hazard: Hazard, context: CitationContext): Citation[] {
  const own = hazard.citations.filter((c) => c.jurisdiction === context.jurisdiction);
  const selected = context.jurisdiction === 'QC' ? forQuebecSite(own, quebecRegime(context)) : own;
  if (context.jurisdiction === 'FEDERAL' || !isFederallyRegulated(context)) return selected;
  return [...selected, ...hazard.citations.filter((c) => c.jurisdiction === 'FEDERAL')];
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

/**
 * Due diligence for the site: in Canada, the Criminal Code (s. 217.1, ss. 22.1-22.2) everywhere and the
 * Canada Labour Code's defence (s. 148(4)) only in a federally regulated workplace; null outside Canada.
 */
export function dueDiligenceFor(context: CitationContext): DueDiligence | null {
  if (!(CANADIAN_JURISDICTIONS as readonly string[]).includes(context.jurisdiction)) return null;
  return isFederallyRegulated(context) ? DUE_DILIGENCE : PROVINCIAL_DUE_DILIGENCE;
}
