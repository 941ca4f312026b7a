import { fixedT, riskLevelLabel } from '#shared/i18n/server';
import { jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import { CONTROL_LEVELS } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import {
  RISK_LEVELS,
  analysisResultSchema,
  extensionOf,
  riskLevel,
  type AnalysisResult,
  type DocumentAnalysis,
  type Risk,
  type RiskLevel,
} from '#shared/schemas/analysis';
import type { ModelAnswer } from './answer-schema';
import type { AnalysisInput, ResultCitation } from './port';

/**
 * From the model's answer to the stored result, in one pure function: ids, scores, levels,
 * labels and recommendations are derived here, citations are filtered against the allowed
 * list, and every file gets its entry with what the model could and could not see.
 */

/** Why a file was not shown to the model as an image or a document block. */
export type DeliveryReason =
  'imageFormat' | 'imageTooLarge' | 'imageLimit' | 'documentFormat' | 'documentTooLarge' | 'documentLimit';

/** How one input file reached the model (same order as the input files). */
export interface FileDelivery {
  fileName: string;
  as: 'image' | 'document' | 'text' | 'none';
  /** The sanitised document block name, when sent as a document. */
  documentName?: string;
  reason?: DeliveryReason;
  /** The extracted text was cut to the per-file budget. */
  truncated?: boolean;
}

const EXCERPT_MAX = 600;

/** The texts of a file's delivery warnings (the "analyzer" namespace, modelAnalysis.warnings). */
type WarningKey = Exclude<DeliveryReason, 'documentFormat'> | 'usedAsText' | 'notAnalysed' | 'truncated';

/** Loose comparison key: Unicode form, dashes, spaces and case do not make a citation new. */
function looseKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function citationKey(c: { instrument: string; articles: string | null }): string {
  return `${looseKey(c.instrument)}\u0000${c.articles === null ? '' : looseKey(c.articles)}`;
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

const controlRank = (level: (typeof CONTROL_LEVELS)[number]) => CONTROL_LEVELS.indexOf(level);
const levelRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

/** A name the model gave back, mapped to the input file it means (or null when none). */
function fileNameResolver(input: AnalysisInput, deliveries: FileDelivery[]) {
  const byName = new Map<string, string>();
  for (const file of input.files) byName.set(file.fileName, file.fileName);
  for (const d of deliveries)
    if (d.documentName && !byName.has(d.documentName)) byName.set(d.documentName, d.fileName);
  const byLooseName = new Map([...byName].map(([name, file]) => [looseKey(name), file]));
  return (name: string | null): string | null =>
    name === null ? null : (byName.get(name) ?? byLooseName.get(looseKey(name)) ?? null);
}

function textMethod(file: AnalysisInput['files'][number]): DocumentAnalysis['method'] {
  if (file.kind === 'photo') return 'ocr';
  const extension = extensionOf(file.fileName);
  if (extension === 'pdf') return 'pdf-text';
  if (extension === 'docx' || extension === 'doc') return 'docx';
  if (extension === 'rtf') return 'rtf';
  return 'text';
}

function deliveryWarnings(delivery: FileDelivery | undefined, language: Language): string[] {
  if (!delivery) return [];
  const t = fixedT(language, 'analyzer');
  const text = (key: WarningKey) => t(`modelAnalysis.warnings.${key}`);
  const warnings: string[] = [];
  if (delivery.reason && delivery.reason !== 'documentFormat') {
    warnings.push(text(delivery.reason));
    if (delivery.as === 'text') warnings.push(text('usedAsText'));
  }
  if (delivery.as === 'none') warnings.push(text('notAnalysed'));
  if (delivery.truncated) warnings.push(text('truncated'));
  return warnings;
}

function regulationsOf(risks: Risk[], language: Language): AnalysisResult['regulations'] {
  const groups = new Map<string, ResultCitation[]>();
  for (const citation of risks.flatMap((r) => r.citations)) {
    const key = `${citation.jurisdiction}\u0000${citation.instrument}`;
    groups.set(key, [...(groups.get(key) ?? []), citation]);
  }
  const side = language === 'fr' ? 'fr' : 'en';
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const info = jurisdictionInfo(first.jurisdiction);
    const confirmed = group.filter((c) => c.status === 'confirmed');
    const articles = [...new Set(confirmed.flatMap((c) => (c.articles ? [c.articles] : [])))];
    return {
      title: first.instrument,
      description: [...new Set(group.map((c) => c.subject))].join('; '),
      articles: articles.length ? articles.join('; ') : null,
      coverage: info.name[side],
      authority: info.regulator[side],
      status: confirmed.length ? 'confirmed' : 'unconfirmed',
    };
  });
}

/**
 * Builds the result from a validated model answer. Citations not in `allowedCitations`
 * (compared by instrument and articles) are dropped; kept ones are the reference entries
 * themselves, never the model's wording.
 */
export function finishResult(
  answer: ModelAnswer,
  input: AnalysisInput,
  deliveries: FileDelivery[],
): AnalysisResult {
  const allowed = new Map<string, ResultCitation>();
  for (const citation of input.allowedCitations) {
    const key = citationKey(citation);
    if (!allowed.has(key)) allowed.set(key, citation);
  }
  const resolveFile = fileNameResolver(input, deliveries);

  const risks: Risk[] = answer.risks.map((risk, index) => {
    const riskScore = risk.likelihood * risk.severity;
    const level = riskLevel(riskScore);
    const controls = risk.controls
      .map((c, order) => ({ level: c.level, text: c.text.trim(), order }))
      .sort((a, b) => controlRank(a.level) - controlRank(b.level) || a.order - b.order)
      .map(({ level: controlLevel, text }) => ({ level: controlLevel, text }));
    const citations = [...new Set(risk.citations.flatMap((c) => allowed.get(citationKey(c)) ?? []))];
    return {
      riskId: `${input.riskIdPrefix}_${String(index + 1).padStart(3, '0')}`,
      hazardId: null,
      family: risk.family,
      title: risk.title.trim(),
      description: risk.description.trim(),
      likelihood: risk.likelihood,
      severity: risk.severity,
      riskScore,
      level,
      controls,
      residualLevel: levelRank(risk.residualLevel) > levelRank(level) ? level : risk.residualLevel,
      evidence: risk.evidence.map((e) => ({
        fileName: resolveFile(e.fileName),
        source: e.source,
        excerpt: clip(e.excerpt, EXCERPT_MAX),
        page: e.page ?? null,
      })),
      citations,
      basis: risk.basis,
      severityLabel: riskLevelLabel(input.language, level),
      recommendations: controls.map((c) => c.text),
    };
  });

  const modelNotes = new Map<string, { summary: string; warnings: string[] }>();
  for (const entry of answer.documentAnalyses) {
    const fileName = resolveFile(entry.fileName);
    if (fileName && !modelNotes.has(fileName))
      modelNotes.set(fileName, { summary: entry.summary.trim(), warnings: entry.warnings ?? [] });
  }

  const documentAnalyses: DocumentAnalysis[] = input.files.map((file, index) => {
    const delivery = deliveries[index];
    const as = delivery?.as ?? 'none';
    const notes = modelNotes.get(file.fileName);
    return {
      fileName: file.fileName,
      kind: file.kind,
      method: as === 'image' || as === 'document' ? 'model' : as === 'text' ? textMethod(file) : 'unreadable',
      pages: null,
      characters: file.text?.length ?? 0,
      summary: notes?.summary ?? '',
      risksIdentified: risks
        .filter((r) => r.evidence.some((e) => e.fileName === file.fileName))
        .map((r) => r.riskId),
      warnings: [...deliveryWarnings(delivery, input.language), ...(notes?.warnings ?? [])],
    };
  });

  const result: AnalysisResult = {
    language: input.language,
    jurisdiction: input.jurisdiction,
    analyzer: 'bedrock',
    method: fixedT(input.language, 'analyzer')('modelAnalysis.method'),
    summary: answer.summary.trim(),
    risks,
    generalRecommendations: answer.generalRecommendations.map((r) => r.trim()),
    regulations: regulationsOf(risks, input.language),
    documentAnalyses,
  };
  // A failure here is a bug in this function, not a bad answer: report it as such.
  const checked = analysisResultSchema.safeParse(result);
  if (!checked.success) throw new Error(`Derived analysis result is invalid: ${checked.error.message}`);
  return checked.data;
}
