import { riskLevelLabel } from '#shared/i18n/server';
import { citationSubject, hazardText } from '#shared/knowledge/content';
import { hazardTitle } from '#shared/knowledge/hazard-titles';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import { DUE_DILIGENCE } from '#shared/knowledge/jurisdictions';
import { instrumentsOf } from '../regulations';
import { TYPICAL_HAZARDS_BY_SECTOR } from '#shared/knowledge/sector-hazards';
import {
  CANADIAN_JURISDICTIONS,
  CONTROL_LEVELS,
  type Hazard,
  type Jurisdiction,
} from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import { riskLevel, type AnalysisResult, type DocumentAnalysis, type Risk } from '#shared/schemas/analysis';
import { sectorLabelIn } from '#shared/taxonomy/names';
import { compileHazards, findHazards, type Finding, type Segment } from './match';
import { sentences } from './normalise';
import { WORDS } from './words';

export interface ReadDocument {
  fileName: string;
  kind: 'photo' | 'document';
  method: DocumentAnalysis['method'];
  pages: { page: number; text: string; source: 'text' | 'ocr' }[];
  warnings: string[];
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

const compiled = compileHazards(HAZARDS);

/** The opening of what was read, for the document summary: whole sentences, about 240 characters. */
function firstSentences(text: string): string {
  let quote = '';
  for (const sentence of sentences(text)) {
    if (sentence.length < 12) continue;
    if (quote && quote.length + sentence.length > 240) break;
    quote = quote ? `${quote} ${sentence}` : sentence;
    if (quote.length > 240) return `${quote.slice(0, 239)}…`;
  }
  return quote;
}

/** Residual risk once the engineering-or-better controls are in place: estimated, to be judged on site. */
function residual(hazard: Hazard, likelihood: number): Risk['level'] {
  const strong = hazard.controls.some(
    (c) => CONTROL_LEVELS.indexOf(c.level) <= CONTROL_LEVELS.indexOf('engineering'),
  );
  return riskLevel(Math.max(1, likelihood - (strong ? 2 : 1)) * hazard.severity);
}

function citationsFor(hazard: Hazard, jurisdiction: Jurisdiction, language: Language) {
  return hazard.citations
    .filter((c) => c.jurisdiction === jurisdiction)
    .map((c) => ({
      jurisdiction: c.jurisdiction,
      instrument: c.instrument,
      articles: c.articles,
      subject: citationSubject(c.subject, language),
      status: c.status,
    }));
}

function toRisk(finding: Finding, input: OfflineInput, basis: Risk['basis']): Omit<Risk, 'riskId'> {
  const { hazard } = finding;
  const text = hazardText(hazard, input.language);
  const sources = new Set(finding.evidence.map((e) => `${e.fileName}:${e.source}`));
  // Seen in several places (files, form, photos): more likely than the typical rating.
  const likelihood = Math.min(5, hazard.likelihood + (basis === 'observed' && sources.size >= 2 ? 1 : 0));
  const riskScore = likelihood * hazard.severity;
  const level = riskLevel(riskScore);
  const controls = hazard.controls.map((c, index) => ({ level: c.level, text: text.controls[index]! }));
  return {
    hazardId: hazard.id,
    family: hazard.family,
    title: hazardTitle(hazard, input.language),
    description: text.description,
    likelihood,
    severity: hazard.severity,
    riskScore,
    level,
    controls,
    residualLevel: residual(hazard, likelihood),
    evidence: finding.evidence.map(({ fileName, page, source, excerpt }) => ({
      fileName,
      page,
      source,
      excerpt,
    })),
    citations: citationsFor(hazard, input.jurisdiction, input.language),
    basis,
    severityLabel: riskLevelLabel(input.language, level),
    recommendations: controls.map((c) => c.text),
  };
}

function segmentsOf(input: OfflineInput): Segment[] {
  const segments: Segment[] = input.documents.flatMap((doc) =>
    doc.pages.map((p) => ({
      fileName: doc.fileName,
      page: doc.kind === 'document' ? p.page : null,
      source: p.source,
      text: p.text,
    })),
  );
  segments.push({ fileName: null, page: null, source: 'area', text: input.area });
  if (input.customInstructions)
    segments.push({ fileName: null, page: null, source: 'instructions', text: input.customInstructions });
  return segments;
}

function typicalFindings(input: OfflineInput, activity: string): Finding[] {
  const ids = input.mainSector
    ? ((TYPICAL_HAZARDS_BY_SECTOR as Record<string, readonly string[]>)[input.mainSector] ?? [])
    : [];
  return ids.flatMap((id) => {
    const hazard = hazardById(id);
    if (!hazard) return [];
    return [
      {
        hazard,
        evidence: [
          {
            fileName: null,
            page: null,
            source: 'sector' as const,
            excerpt: WORDS[input.language].typicalEvidence(activity),
            keyword: '',
          },
        ],
      },
    ];
  });
}

/** Who rules on due diligence, in each language. */

/** The jurisdiction's instruments, and due diligence in Canada. */
function applicableRegulations(
  jurisdiction: Jurisdiction,
  language: Language,
): AnalysisResult['regulations'] {
  const instruments: AnalysisResult['regulations'] = instrumentsOf(jurisdiction, language);
  if ((CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction)) {
    // Due diligence applies everywhere in Canada, provincially regulated workplaces included.
    for (const citation of DUE_DILIGENCE.citations) {
      instruments.push({
        title: citation.instrument,
        description: citationSubject(citation.subject, language),
        articles: citation.articles,
        coverage: 'Canada',
        authority: WORDS[language].courts,
        status: citation.status,
      });
    }
  }
  return instruments;
}

/**
 * The offline analyzer: deterministic and explainable. It reads what was extracted from
 * the files, the work area and the instructions, finds the knowledge base's hazards in it,
 * and explains each finding with the passage that triggered it.
 */
export function analyzeOffline(input: OfflineInput): AnalysisResult {
  const words = WORDS[input.language];
  const labels = sectorLabelIn(
    { mainSector: input.mainSector, subSector: input.subSector, specificActivity: input.specificActivity },
    input.language,
  );
  const activity = [labels.specificActivity, labels.subSector, labels.mainSector].find(Boolean) ?? input.area;

  const observed = findHazards(compiled, segmentsOf(input));
  // Nothing found in what the files say: the activity's typical hazards are added, marked as such.
  const typical = !observed.some((f) => f.evidence.some((e) => e.fileName !== null));
  const extra = typical
    ? typicalFindings(input, activity).filter((t) => !observed.some((f) => f.hazard.id === t.hazard.id))
    : [];

  const risks: Risk[] = [
    ...observed.map((f) => toRisk(f, input, 'observed')),
    ...extra.map((f) => toRisk(f, input, 'typical')),
  ]
    .sort((a, b) => b.riskScore - a.riskScore || b.severity - a.severity || a.title.localeCompare(b.title))
    .map((risk, i) => ({ riskId: `${input.riskIdPrefix}_${String(i + 1).padStart(3, '0')}`, ...risk }));

  const documentAnalyses: DocumentAnalysis[] = input.documents.map((doc) => {
    const text = doc.pages.map((p) => p.text).join('\n');
    const ocrPages = doc.pages.filter((p) => p.source === 'ocr').length;
    const inFile = risks.filter((r) => r.evidence.some((e) => e.fileName === doc.fileName));
    const head =
      doc.kind === 'photo'
        ? words.photoSummary(text.trim().length)
        : words.documentSummary(doc.pages.length || null, text.length, ocrPages);
    const quote = firstSentences(text);
    return {
      fileName: doc.fileName,
      kind: doc.kind,
      method: doc.method,
      pages: doc.kind === 'document' ? doc.pages.length : null,
      characters: text.length,
      summary: `${head}${words.found(inFile.map((r) => r.title))}${quote ? ` ${words.opening(quote)}` : ''}`,
      risksIdentified: inFile.map((r) => r.riskId),
      warnings: doc.warnings.map((w) => words.warnings[w] ?? w),
    };
  });

  return {
    language: input.language,
    jurisdiction: input.jurisdiction,
    analyzer: 'offline',
    method: words.method(input.documents.some((d) => d.pages.some((p) => p.source === 'ocr'))),
    summary: words.summary(risks.length, input.documents.length, input.area, typical),
    risks,
    generalRecommendations: [...words.general, words.responsibility],
    regulations: applicableRegulations(input.jurisdiction, input.language),
    documentAnalyses,
  };
}
