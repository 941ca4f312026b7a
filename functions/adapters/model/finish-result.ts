import analyzerTexts from '#shared/i18n/analyzer';
import { fixedT, riskLevelLabel, serverTexts } from '#shared/i18n/server';
import {
  RISK_LEVELS,
  analysisResultSchema,
  riskLevel,
  type AnalysisResult,
  type ControlledHazard,
  type Risk,
  type RiskLevel,
} from '#shared/schemas/analysis';
import { hazardById } from '#shared/knowledge/hazards';
import { logger } from '#functions/observability';
import type { ModelAnswer } from './answer-schema';
import { allowedCitationsCheck } from './citation-check';
import {
  checkedHazardId,
  inHierarchyOrder,
  knowledgeControls,
  knowledgeHazard,
  namesRulesOutside,
  withStrongControl,
  type Control,
} from './control-rules';
import type { FileDelivery } from './delivery';
import { documentAnalyses } from './document-analyses';
import { evidenceChecker, type Evidence, type ModelEvidence } from './evidence-check';
import type { AnalysisInput } from './port';
import { quoteFinder } from './quote-match';
import { resultRegulations } from './result-regulations';
import { federallyRegulated, siteTypeUnknownNote } from './site-rules';

const ANALYZER = serverTexts('analyzer', analyzerTexts);

/**
 * From the model's answer to the stored result, in one pure function (logs aside). Ids, scores,
 * levels, labels and recommendations are derived here, and every rule the prompt states is
 * enforced again on the answer, never trusted to the prompt: quotes must be found in their file,
 * a risk left without evidence goes, citations must be allowed for the risk's family, a high or
 * critical risk gets a control above administrative, and no rule of another jurisdiction is
 * proposed (a Canadian system abroad, the Canada Labour Code in a province).
 */

const TRIGGER_MAX = 120;
const levelRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);
const TRIGGERS_MAX = 12;

type ModelRisk = ModelAnswer['risks'][number];

/** The short strings an excerpt kept really contains (triggers, controls in place), not the model's gloss. */
function groundedWords(words: string[], evidence: Evidence[]): string[] {
  const finders = evidence.map((e) => quoteFinder(e.excerpt));
  const kept = words
    .map((w) => w.trim())
    .filter((w) => w && w.length <= TRIGGER_MAX && finders.some((inExcerpt) => inExcerpt(w)));
  return [...new Set(kept)].slice(0, TRIGGERS_MAX);
}

export function finishResult(
  answer: ModelAnswer,
  input: AnalysisInput,
  deliveries: FileDelivery[],
): AnalysisResult {
  const federalSite = federallyRegulated(input);
  const outside = (text: string) => namesRulesOutside(text, input.jurisdiction, federalSite);
  const checkEvidence = evidenceChecker(input, deliveries);
  const citationsOf = allowedCitationsCheck(input.allowedCitations);
  const filesWithQuotesRemoved = new Set<string>();

  const keptEvidence = (evidence: ModelEvidence[], where: Record<string, unknown>): Evidence[] =>
    evidence.flatMap((e) => {
      const checked = checkEvidence(e);
      if ('kept' in checked) return [checked.kept];
      if (checked.fileName && checked.dropped === 'quoteNotFound')
        filesWithQuotesRemoved.add(checked.fileName);
      logger.warn('Model evidence not found in its source, removed', {
        ...where,
        source: checked.source,
        reason: checked.dropped,
      });
      return [];
    });

  /** The risk's controls once the rules on controls hold. */
  const controlsOf = (risk: ModelRisk, hazardId: string | null, level: Risk['level'], where: object) => {
    let controls: Control[] = inHierarchyOrder(
      risk.controls.map((c) => ({ level: c.level, text: c.text.trim() })),
    );
    const hazard = knowledgeHazard(risk.family, hazardId);
    const local = controls.filter((c) => !outside(c.text));
    if (local.length < controls.length) {
      logger.warn('Control naming the rules of another jurisdiction, removed', {
        ...where,
        removed: controls.length - local.length,
      });
      controls = local.length ? local : knowledgeControls(hazard, input.language);
    }
    const strong = withStrongControl(controls, level, hazard, input.language);
    if (strong.added)
      logger.info('High risk without a control above administrative: knowledge base controls added', {
        ...where,
        hazardId: hazard.id,
        added: strong.added,
      });
    return strong.controls;
  };

  const risks: Omit<Risk, 'riskId'>[] = answer.risks.flatMap((risk, index) => {
    const where = { risk: index, family: risk.family };
    const evidence = keptEvidence(risk.evidence, where);
    // A typical risk stands on the sector alone; an observed one needs something read or seen.
    const grounded =
      evidence.some((e) => e.source !== 'sector') || (risk.basis === 'typical' && evidence.length > 0);
    if (!grounded) {
      logger.warn('Risk without verifiable evidence, removed', { ...where, basis: risk.basis });
      return [];
    }
    const hazardId = checkedHazardId(risk.family, risk.hazardId);
    const riskScore = risk.likelihood * risk.severity;
    const level = riskLevel(riskScore);
    const controls = controlsOf(risk, hazardId, level, where);
    return [
      {
        hazardId,
        family: risk.family,
        relatedFamilies: (hazardId ? hazardById(hazardId)?.relatedFamilies : undefined) ?? [],
        title: risk.title.trim(),
        description: risk.description.trim(),
        likelihood: risk.likelihood,
        severity: risk.severity,
        riskScore,
        level,
        controls,
        // Controls do not make a risk worse.
        residualLevel: levelRank(risk.residualLevel) > levelRank(level) ? level : risk.residualLevel,
        evidence,
        citations: citationsOf(risk.family, risk.citations, where),
        basis: risk.basis,
        confidence: risk.basis === 'typical' ? 'low' : risk.confidence,
        triggers: groundedWords(risk.triggers, evidence),
        controlsInPlace: groundedWords(risk.controlsInPlace, evidence),
        severityLabel: riskLevelLabel(input.language, level),
        recommendations: controls.map((c) => c.text),
      },
    ];
  });
  const numbered: Risk[] = risks
    .map((risk, order) => ({ risk, order }))
    .sort((a, b) => b.risk.riskScore - a.risk.riskScore || a.order - b.order)
    .map(({ risk }, index) => ({
      riskId: `${input.riskIdPrefix}_${String(index + 1).padStart(3, '0')}`,
      ...risk,
    }));

  const controlled: ControlledHazard[] = answer.controlled.flatMap((entry, index) => {
    const where = { controlled: index, family: entry.family };
    const evidence = keptEvidence(entry.evidence, where).filter((e) => e.source !== 'sector');
    if (!evidence.length) {
      logger.warn('Controlled hazard without verifiable evidence, removed', where);
      return [];
    }
    return [
      {
        hazardId: knowledgeHazard(entry.family, entry.hazardId).id,
        family: entry.family,
        title: entry.title.trim(),
        triggers: groundedWords(entry.triggers, evidence),
        evidence,
      },
    ];
  });

  const generalRecommendations = answer.generalRecommendations
    .map((r) => r.trim())
    .filter((r) => !outside(r));
  if (generalRecommendations.length < answer.generalRecommendations.length)
    logger.warn('General recommendation naming the rules of another jurisdiction, removed', {
      removed: answer.generalRecommendations.length - generalRecommendations.length,
    });

  const result: AnalysisResult = {
    language: input.language,
    jurisdiction: input.jurisdiction,
    analyzer: 'bedrock',
    method: fixedT(input.language, ANALYZER)('modelAnalysis.method'),
    // An unknown Quebec site type is said in every case, not left to the model.
    summary: [answer.summary.trim(), siteTypeUnknownNote(input)].filter(Boolean).join(' '),
    risks: numbered,
    controlled,
    generalRecommendations,
    regulations: resultRegulations(input, numbered),
    documentAnalyses: documentAnalyses(answer, input, deliveries, numbered, filesWithQuotesRemoved),
  };
  // A failure here is a bug in this function, not a bad answer: report it as such.
  const checked = analysisResultSchema.safeParse(result);
  if (!checked.success) throw new Error(`Derived analysis result is invalid: ${checked.error.message}`);
  return checked.data;
}
