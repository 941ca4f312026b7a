import { isReadableExcerpt } from '#shared/evidence-quality';
import { riskLevelLabel } from '#shared/i18n/server';
import { citationsFor, siteRegimeUnknown, type CitationContext } from '#shared/knowledge/citation-selection';
import { hazardTextFor, resultCitation } from '#shared/knowledge/content';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import { TYPICAL_HAZARDS_BY_SECTOR } from '#shared/knowledge/sector-hazards';
import type { Jurisdiction } from '#shared/knowledge/types';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary';
import type { Language } from '#shared/languages';
import {
  riskLevel,
  type AnalysisResult,
  type ControlledHazard,
  type DocumentAnalysis,
  type Risk,
} from '#shared/schemas/analysis';
import { sectorLabelIn } from '#shared/taxonomy/names';
import { siteRegulations } from '../regulations';
import { detectLanguage, readsLanguage } from './language';
import { lexiconOf } from './lexicons';
import { findHazards, type Evidence, type Finding, type Segment } from './match';
import { rateFinding, residualLevel } from './rate';
import { sentences } from './sentences';
import { WORDS } from './words';

export interface ReadDocument {
  fileName: string;
  kind: 'photo' | 'document';
  method: DocumentAnalysis['method'];
  pages: { page: number; text: string; source: 'text' | 'ocr' }[];
  warnings: string[];
  /** The adviser's words on what a photo shows. */
  caption?: string;
}

export interface OfflineInput {
  language: Language;
  jurisdiction: Jurisdiction;
  area: string;
  mainSector?: string;
  subSector?: string;
  specificActivity?: string;
  customInstructions?: string;
  riskIdPrefix: 'SST' | 'ISST';
  documents: ReadDocument[];
}

/**
 * The opening of what was read, for the document summary: whole sentences, about 240 characters;
 * `quotable` leaves out what OCR made of textures and edges.
 */
function firstSentences(text: string, quotable: (sentence: string) => boolean): string {
  let quote = '';
  for (const sentence of sentences(text)) {
    if (sentence.length < 12 || !quotable(sentence)) continue;
    if (quote && quote.length + sentence.length > 240) break;
    quote = quote ? `${quote} ${sentence}` : sentence;
    if (quote.length > 240) return `${quote.slice(0, 239)}…`;
  }
  return quote;
}

const contextOf = (input: OfflineInput): CitationContext => ({
  jurisdiction: input.jurisdiction,
  mainSector: input.mainSector,
  subSector: input.subSector,
  specificActivity: input.specificActivity,
});

const evidenceOf = (finding: Finding): Evidence[] =>
  finding.evidence.map(({ fileName, page, source, excerpt }) => ({ fileName, page, source, excerpt }));

function toRisk(finding: Finding, input: OfflineInput, basis: Risk['basis']): Omit<Risk, 'riskId'> {
  const { hazard } = finding;
  const text = hazardTextFor(hazard, input.language, input.jurisdiction);
  const { likelihood, severity } = basis === 'observed' ? rateFinding(finding) : hazard;
  const riskScore = likelihood * severity;
  const level = riskLevel(riskScore);
  const controls = text.controls.map((c) => ({ level: c.level, text: c.text }));
  return {
    hazardId: hazard.id,
    family: hazard.family,
    relatedFamilies: hazard.relatedFamilies ?? [],
    title: text.name,
    description: text.description,
    likelihood,
    severity,
    riskScore,
    level,
    controls,
    residualLevel: residualLevel(hazard, likelihood, severity),
    evidence: evidenceOf(finding),
    citations: citationsFor(hazard, contextOf(input)).map((c) => resultCitation(c, input.language)),
    basis,
    confidence: basis === 'typical' ? 'low' : finding.confidence,
    triggers: finding.triggers,
    controlsInPlace: finding.controlsInPlace,
    severityLabel: riskLevelLabel(input.language, level),
    recommendations: controls.map((c) => c.text),
  };
}

/** What each document says, each in the language it is written in. */
function segmentsOf(input: OfflineInput, languages: Map<string, Language>): Segment[] {
  const segments: Segment[] = [];
  for (const doc of input.documents) {
    const language = languages.get(doc.fileName) ?? input.language;
    for (const p of doc.pages)
      segments.push({
        fileName: doc.fileName,
        page: doc.kind === 'document' ? p.page : null,
        source: p.source,
        text: p.text,
        language,
      });
    if (doc.caption?.trim())
      segments.push({
        fileName: doc.fileName,
        page: null,
        source: 'caption',
        text: doc.caption,
        language: detectLanguage(doc.caption, input.language),
      });
  }
  segments.push({
    fileName: null,
    page: null,
    source: 'area',
    text: input.area,
    language: detectLanguage(input.area, input.language),
  });
  if (input.customInstructions)
    segments.push({
      fileName: null,
      page: null,
      source: 'instructions',
      text: input.customInstructions,
      language: detectLanguage(input.customInstructions, input.language),
    });
  return segments;
}

function typicalFindings(input: OfflineInput, activity: string): Finding[] {
  const ids = input.mainSector
    ? ((TYPICAL_HAZARDS_BY_SECTOR as Record<string, readonly string[]>)[input.mainSector] ?? [])
    : [];
  return ids.flatMap((id) => {
    const hazard = hazardById(id);
    if (!hazard) return [];
    const finding: Finding = {
      hazard,
      state: 'uncontrolled',
      confidence: 'low',
      evidence: [
        {
          fileName: null,
          page: null,
          source: 'sector',
          excerpt: WORDS[input.language].typicalEvidence(activity),
        },
      ],
      triggers: [],
      controlsInPlace: [],
      defeated: false,
      outcome: { incident: false, recurrence: false, fatal: false, permanent: false },
      height: null,
    };
    return [finding];
  });
}

const byScore = (a: Omit<Risk, 'riskId'>, b: Omit<Risk, 'riskId'>) =>
  b.riskScore - a.riskScore || b.severity - a.severity || a.title.localeCompare(b.title);

/**
 * The offline analyzer: deterministic and explainable. It reads each document in its own
 * language (photos through their OCR text and the adviser's caption), finds the knowledge base's
 * hazards by their words and by concept rules, reads negation and controls in place, rates each
 * risk from what was read, and explains it with the passage and the words that raised it.
 */
export function analyzeOffline(input: OfflineInput): AnalysisResult {
  const words = WORDS[input.language];
  const labels = sectorLabelIn(
    { mainSector: input.mainSector, subSector: input.subSector, specificActivity: input.specificActivity },
    input.language,
  );
  const activity = [labels.specificActivity, labels.subSector, labels.mainSector].find(Boolean) ?? input.area;

  const languages = new Map<string, Language>();
  const unread = new Set<string>();
  for (const doc of input.documents) {
    const text = doc.pages.map((p) => p.text).join('\n');
    if (!text.trim()) continue;
    languages.set(doc.fileName, detectLanguage(text, input.language));
    if (!readsLanguage(text)) unread.add(doc.fileName);
  }
  const segments = segmentsOf(input, languages).filter(
    (s) => !s.fileName || !unread.has(s.fileName) || s.source === 'caption',
  );
  const findings = findHazards(HAZARDS, CONCEPT_RULES, lexiconOf, segments);
  const raised = findings.filter((f) => f.state === 'uncontrolled');
  const underControl = findings.filter((f) => f.state === 'controlled');
  // Nothing found in what the files say: the activity's typical hazards are added, marked as such.
  const fromFiles = findings.some((f) => f.evidence.some((e) => e.fileName !== null));
  const typical = fromFiles
    ? []
    : typicalFindings(input, activity).filter((t) => !findings.some((f) => f.hazard.id === t.hazard.id));

  // Observed risks first, then the typical ones: a typical risk never outranks one that was read.
  const risks: Risk[] = [
    ...raised.map((f) => toRisk(f, input, 'observed')).sort(byScore),
    ...typical.map((f) => toRisk(f, input, 'typical')).sort(byScore),
  ].map((risk, i) => ({ riskId: `${input.riskIdPrefix}_${String(i + 1).padStart(3, '0')}`, ...risk }));

  const controlled: ControlledHazard[] = underControl.map((f) => ({
    hazardId: f.hazard.id,
    family: f.hazard.family,
    title: hazardTextFor(f.hazard, input.language, input.jurisdiction).name,
    triggers: f.triggers,
    evidence: evidenceOf(f),
  }));

  const documentAnalyses: DocumentAnalysis[] = input.documents.map((doc) => {
    const text = doc.pages.map((p) => p.text).join('\n');
    const ocrPages = doc.pages.filter((p) => p.source === 'ocr').length;
    const inFile = risks.filter((r) => r.evidence.some((e) => e.fileName === doc.fileName));
    const head =
      doc.kind === 'photo'
        ? words.photoSummary(text.trim().length, Boolean(doc.caption?.trim()))
        : words.documentSummary(doc.pages.length || null, text.length, ocrPages);
    const language = languages.get(doc.fileName) ?? input.language;
    const quote = firstSentences(
      text,
      (sentence) => !doc.pages.some((p) => p.source === 'ocr') || isReadableExcerpt(sentence, language),
    );
    const warnings = [...doc.warnings, ...(unread.has(doc.fileName) ? ['languageNotRead'] : [])];
    return {
      fileName: doc.fileName,
      kind: doc.kind,
      method: doc.method,
      pages: doc.kind === 'document' ? doc.pages.length : null,
      characters: text.length,
      summary: `${head}${words.found(inFile.map((r) => r.title))}${quote ? ` ${words.opening(quote)}` : ''}`,
      risksIdentified: inFile.map((r) => r.riskId),
      warnings: warnings.map((w) => words.warnings[w] ?? w),
      detectedLanguage: text.trim() ? (languages.get(doc.fileName) ?? null) : null,
    };
  });

  const observedCount = raised.length;
  return {
    language: input.language,
    jurisdiction: input.jurisdiction,
    analyzer: 'offline',
    method: words.method(input.documents.some((d) => d.pages.some((p) => p.source === 'ocr'))),
    summary: words.summary({
      observed: observedCount,
      typical: typical.length,
      controlled: controlled.length,
      files: input.documents.length,
      area: input.area,
      siteTypeUnknown: siteRegimeUnknown(contextOf(input)),
    }),
    risks,
    controlled,
    generalRecommendations: [...words.general, words.responsibility],
    regulations: siteRegulations(contextOf(input), input.language),
    documentAnalyses,
  };
}
