import analyzerTexts from '#shared/i18n/analyzer';
import { fixedT, serverTexts } from '#shared/i18n/server';
import {
  federalBasis,
  isFederallyRegulated,
  quebecRegime,
  siteRegimeUnknown,
  type CitationContext,
} from '#shared/knowledge/citation-selection';
import { instrumentTitle } from '#shared/knowledge/content';
import { jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import { CANADIAN_JURISDICTIONS } from '#shared/knowledge/types';
import type { AnalysisInput } from './port';

const ANALYZER = serverTexts('analyzer', analyzerTexts);

/**
 * Which rules govern the site, from its jurisdiction and activity (the citation selection's
 * reading of the taxonomy): in Quebec the CSTC on a construction site and the RSST in an
 * establishment; in a province or territory the federal rules only for a federally regulated activity.
 */

export function siteOf(input: AnalysisInput): CitationContext {
  return {
    jurisdiction: input.jurisdiction,
    mainSector: input.sector.mainSector,
    subSector: input.sector.subSector,
    specificActivity: input.sector.specificActivity,
  };
}

/** What the form says of the site, for the model: only the facts that decide which rules apply. */
export function siteFacts(input: AnalysisInput): Record<string, string> {
  const site = siteOf(input);
  const facts: Record<string, string> = {};
  if (site.jurisdiction === 'QC') {
    const regime = quebecRegime(site);
    facts.siteType =
      regime === 'construction'
        ? 'construction site: the CSTC governs it'
        : regime === 'establishment'
          ? 'establishment: the RSST governs it, unless the files show a construction site'
          : 'unknown: the form does not say whether it is a construction site or an establishment; say so rather than choosing';
  }
  if (
    (CANADIAN_JURISDICTIONS as readonly string[]).includes(site.jurisdiction) &&
    site.jurisdiction !== 'FEDERAL'
  )
    facts.federalRules = isFederallyRegulated(site)
      ? `apply: federally regulated activity (${federalBasis(site) ?? 'federal'})`
      : 'do not apply: provincially or territorially regulated workplace';
  return facts;
}

/** The Quebec regulation whose citation (CQLR c S-2.1, r …) is given, titled in `language`. */
function quebecRegulation(citation: string, input: AnalysisInput): string {
  const regulation = jurisdictionInfo('QC').regulations.find((r) => r.citation === citation)!;
  return instrumentTitle(regulation.title, input.language);
}

/** The sentence the summary ends with when a Quebec site's type is unknown; null otherwise. */
export function siteTypeUnknownNote(input: AnalysisInput): string | null {
  if (!siteRegimeUnknown(siteOf(input))) return null;
  return fixedT(input.language, ANALYZER)('modelAnalysis.siteTypeUnknown', {
    construction: quebecRegulation('CQLR c S-2.1, r 4', input),
    establishment: quebecRegulation('CQLR c S-2.1, r 13', input),
  });
}

/** The site is federally regulated: the Canada Labour Code and the COHSR govern it. */
export const federallyRegulated = (input: AnalysisInput) => isFederallyRegulated(siteOf(input));
