import { riskLevelLabel } from '#shared/i18n/server';
import { citationsFor, type CitationContext } from '#shared/knowledge/citation-selection';
import { hazardTextFor, resultCitation } from '#shared/knowledge/content';
import { hazardById } from '#shared/knowledge/hazards';
import type { Language } from '#shared/languages';
import type { AnalysisResult, Risk, StartAnalysisRequest } from '#shared/schemas/analysis';
import { siteRegulations } from '#core/analysis';

/**
 * The analysis re-written in another report language where the engine's words come from the
 * knowledge base: hazard titles, descriptions, controls and recommendations, citation subjects,
 * level names and the regulations section. The adviser's own words (edited fields, notes, own
 * findings), the documents' quotes and the engine's free text stay as they were written.
 */
export function inReportLanguage(
  analysis: AnalysisResult,
  language: Language,
  request: StartAnalysisRequest,
): AnalysisResult {
  if (language === analysis.language) return analysis;
  const context: CitationContext = {
    jurisdiction: analysis.jurisdiction,
    mainSector: request.mainSector,
    subSector: request.subSector,
    specificActivity: request.specificActivity,
  };
  return {
    ...analysis,
    language,
    risks: analysis.risks.map((risk) => riskIn(risk, language, analysis, context)),
    controlled: analysis.controlled.map((hazard) => {
      const known = hazardById(hazard.hazardId);
      return known
        ? { ...hazard, title: hazardTextFor(known, language, analysis.jurisdiction).name }
        : hazard;
    }),
    regulations: siteRegulations(context, language),
  };
}

function riskIn(risk: Risk, language: Language, analysis: AnalysisResult, context: CitationContext): Risk {
  const hazard = risk.hazardId ? hazardById(risk.hazardId) : undefined;
  const base = { ...risk, severityLabel: riskLevelLabel(language, risk.level) };
  if (!hazard || risk.origin === 'adviser') return base;
  const text = hazardTextFor(hazard, language, analysis.jurisdiction);
  const source = hazardTextFor(hazard, analysis.language, analysis.jurisdiction);
  // A text the adviser changed is theirs: it is kept as written.
  const untouched = (value: string, engine: string) => value === engine;
  const controlsUntouched =
    risk.controls.length === source.controls.length &&
    risk.controls.every((control, i) => untouched(control.text, source.controls[i]!.text));
  const controls = controlsUntouched
    ? text.controls.map((control) => ({ level: control.level, text: control.text }))
    : risk.controls;
  const recommendationsAreControls =
    risk.recommendations.length === risk.controls.length &&
    risk.recommendations.every((recommendation, i) => recommendation === risk.controls[i]!.text);
  return {
    ...base,
    title: untouched(risk.title, source.name) ? text.name : risk.title,
    description: untouched(risk.description, source.description) ? text.description : risk.description,
    controls,
    recommendations: recommendationsAreControls
      ? controls.map((control) => control.text)
      : risk.recommendations,
    // Merged risks carry the citations of several hazards: their subjects stay as written.
    citations: risk.mergedFrom?.length
      ? risk.citations
      : citationsFor(hazard, context).map((c) => resultCitation(c, language)),
  };
}
