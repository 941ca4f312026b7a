import { citationsForFamily } from '#shared/knowledge/citation-selection';
import { hazardTextFor, resultCitation } from '#shared/knowledge/content';
import { HAZARDS } from '#shared/knowledge/hazards';
import type { Language } from '#shared/languages';
import type { Risk, StartAnalysisRequest } from '#shared/schemas/analysis';
import type { AddedRisk } from '#shared/schemas/workbench';
import { derivedLevels } from './apply';

/**
 * A finding the adviser adds, as a risk of the analysis: their words and rating, the regulations the
 * knowledge base gives for its family on this site, and, when they name no control, the knowledge
 * base's controls for the family (a starting point they can edit).
 */
export function ownFindingRisk(
  riskId: string,
  input: AddedRisk,
  request: StartAnalysisRequest,
  language: Language,
): Risk {
  const context = {
    jurisdiction: request.jurisdiction,
    mainSector: request.mainSector,
    subSector: request.subSector,
    specificActivity: request.specificActivity,
  };
  const controls = input.controls.length ? input.controls : familyControls(input.family, request, language);
  const base = {
    riskId,
    hazardId: null,
    family: input.family,
    relatedFamilies: [],
    title: input.title,
    description: input.description,
    likelihood: input.likelihood,
    severity: input.severity,
    controls,
    evidence: [
      {
        fileName: input.evidencePhoto || null,
        source: 'adviser' as const,
        excerpt: (input.evidenceNote || input.description).slice(0, 600),
        page: null,
      },
    ],
    citations: citationsForFamily(input.family, context).map((c) => resultCitation(c, language)),
    basis: 'observed' as const,
    confidence: 'high' as const,
    triggers: [],
    controlsInPlace: [],
    recommendations: controls.map((control) => control.text),
    origin: 'adviser' as const,
    ...(input.note ? { note: input.note } : {}),
  };
  return { ...base, ...derivedLevels(base, language) };
}

function familyControls(family: AddedRisk['family'], request: StartAnalysisRequest, language: Language) {
  const hazard = HAZARDS.find((h) => h.family === family);
  if (!hazard) return [];
  return hazardTextFor(hazard, language, request.jurisdiction).controls.map((c) => ({
    level: c.level,
    text: c.text,
  }));
}
