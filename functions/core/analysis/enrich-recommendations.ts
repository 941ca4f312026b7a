import type { RiskFamily } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';

/**
 * The regulatory references of risks a caller describes (POST /api/enrich-recommendations), for a
 * jurisdiction given by code or name (404 when unknown). The knowledge base it reads (hazards,
 * seven vocabularies, stemmers and language detection: about 1.5 MB of code) loads with the first
 * request once the session and the input are checked, not at the function's start: a refused
 * request never parses it; the first accepted one does (issue 16).
 */
export async function enrichRecommendations(
  risks: { riskId: string; family?: RiskFamily; description?: string }[],
  jurisdiction: string,
  language: Language,
) {
  const regulations = await import('./regulations');
  return regulations.enrichRecommendations(
    risks,
    regulations.resolveJurisdiction(jurisdiction, 'any'),
    language,
  );
}
