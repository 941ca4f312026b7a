import { riskLevelLabel } from '#shared/i18n/server';
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

const METHOD: Partial<Record<Language, string>> & { en: string } = {
  en: 'Analysis made by an AI model (Amazon Bedrock): the photos were interpreted by an AI vision model and the documents read by the same model. Findings, ratings and controls must be verified on site by a qualified person before any decision. Regulatory citations are taken only from the reference data.',
  fr: "Analyse réalisée par un modèle d'IA (Amazon Bedrock) : les photos ont été interprétées par un modèle de vision artificielle et les documents lus par ce même modèle. Les constats, les cotes et les mesures doivent être vérifiés sur place par une personne qualifiée avant toute décision. Les références réglementaires proviennent uniquement des données de référence.",
  es: 'Análisis realizado por un modelo de IA (Amazon Bedrock): las fotos fueron interpretadas por un modelo de visión artificial y los documentos leídos por el mismo modelo. Los hallazgos, las valoraciones y las medidas deben ser verificados en el lugar por una persona cualificada antes de cualquier decisión. Las referencias normativas provienen únicamente de los datos de referencia.',
  de: 'Analyse durch ein KI-Modell (Amazon Bedrock): Die Fotos wurden von einem KI-Bildverarbeitungsmodell interpretiert und die Dokumente von demselben Modell gelesen. Feststellungen, Bewertungen und Maßnahmen müssen vor jeder Entscheidung vor Ort von einer fachkundigen Person überprüft werden. Rechtsverweise stammen ausschließlich aus den Referenzdaten.',
  pt: 'Análise realizada por um modelo de IA (Amazon Bedrock): as fotos foram interpretadas por um modelo de visão computacional e os documentos lidos pelo mesmo modelo. As constatações, as classificações e as medidas devem ser verificadas no local por uma pessoa qualificada antes de qualquer decisão. As referências regulamentares provêm exclusivamente dos dados de referência.',
  zh: '本分析由人工智能模型（Amazon Bedrock）完成：照片由人工智能视觉模型解读，文件由同一模型阅读。在作出任何决定之前，所有发现、评级和控制措施都必须由合格人员在现场核实。法规引用仅取自参考数据。',
  ja: '本分析はAIモデル（Amazon Bedrock）によって作成されました。写真はAI画像認識モデルが解釈し、文書は同じモデルが読み取りました。判断を下す前に、所見・評価・対策を有資格者が現場で確認する必要があります。法令の引用は参照データのみから取られています。',
};

type WarningKey = Exclude<DeliveryReason, 'documentFormat'> | 'usedAsText' | 'notAnalysed' | 'truncated';
const WARNINGS: Record<'en' | 'fr', Record<WarningKey, string>> = {
  en: {
    imageFormat:
      'The AI model cannot view this image format (only JPEG, PNG, GIF and WebP): convert it to JPEG or PNG to have it examined.',
    imageTooLarge: 'This image is larger than the AI model accepts (3.75 MB): reduce it to have it examined.',
    imageLimit: 'The AI model views at most 20 photos per analysis: this one was not viewed.',
    documentTooLarge: 'This document is larger than the AI model accepts (4.5 MB).',
    documentLimit: 'The AI model reads at most 5 documents per analysis as documents.',
    usedAsText: 'Only the text read from this file was used.',
    notAnalysed: 'No text could be read from it: this file was not analysed.',
    truncated: 'The text was too long: only its beginning was analysed.',
  },
  fr: {
    imageFormat:
      "Le modèle d'IA ne peut pas voir ce format d'image (seulement JPEG, PNG, GIF et WebP) : convertissez-la en JPEG ou en PNG pour qu'elle soit examinée.",
    imageTooLarge:
      "Cette image dépasse la taille acceptée par le modèle d'IA (3,75 Mo) : réduisez-la pour qu'elle soit examinée.",
    imageLimit: "Le modèle d'IA voit au plus 20 photos par analyse : celle-ci n'a pas été vue.",
    documentTooLarge: "Ce document dépasse la taille acceptée par le modèle d'IA (4,5 Mo).",
    documentLimit: "Le modèle d'IA lit au plus 5 documents par analyse en tant que documents.",
    usedAsText: 'Seul le texte lu dans ce fichier a été utilisé.',
    notAnalysed: "Aucun texte n'a pu y être lu : ce fichier n'a pas été analysé.",
    truncated: 'Le texte était trop long : seul son début a été analysé.',
  },
};

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
  const texts = language === 'fr' ? WARNINGS.fr : WARNINGS.en;
  const warnings: string[] = [];
  if (delivery.reason && delivery.reason !== 'documentFormat') {
    warnings.push(texts[delivery.reason]);
    if (delivery.as === 'text') warnings.push(texts.usedAsText);
  }
  if (delivery.as === 'none') warnings.push(texts.notAnalysed);
  if (delivery.truncated) warnings.push(texts.truncated);
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
    method: METHOD[input.language] ?? METHOD.en,
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
