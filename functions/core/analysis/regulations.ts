import { HAZARDS } from '#shared/knowledge/hazards';
import { analysisLaws, jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import {
  CANADIAN_JURISDICTIONS,
  JURISDICTIONS,
  type Jurisdiction,
  type RiskFamily,
} from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import {
  citationSubject,
  instrumentName,
  instrumentTitle,
  legalCitation,
  regulatorName,
} from '#shared/knowledge/content';
import { jurisdictionName, normaliseJurisdiction } from '#shared/taxonomy';
import { AppError } from '#core/errors';
import { hazardsInText } from './offline-analyzer/hazards-in-text';
import {
  dueDiligenceFor,
  isFederallyRegulated,
  type CitationContext,
} from '#shared/knowledge/citation-selection';
import analyzerTexts from '#shared/i18n/analyzer';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { AnalysisResult } from '#shared/schemas/analysis';

const ANALYZER = serverTexts('analyzer', analyzerTexts);

const langOf = (language: Language) => (language === 'fr' ? 'fr' : 'en');

/** A jurisdiction code from a code or a name (legacy callers send "Federal", "Ontario"…); 404 when unknown. */
export function resolveJurisdiction(
  input: string,
  edition: 'canada' | 'international' | 'any',
): Jurisdiction {
  const code = (normaliseJurisdiction(input) ?? input.toUpperCase()) as Jurisdiction;
  const canadian = (CANADIAN_JURISDICTIONS as readonly string[]).includes(code);
  const known = (JURISDICTIONS as readonly string[]).includes(code);
  if (!known || (edition === 'canada' && !canadian) || (edition === 'international' && canadian))
    throw new AppError(404, 'unknownJurisdiction');
  return code;
}

/** The jurisdiction's name in `language` (Canadian names in French or English, countries in all seven). */
function coverageOf(jurisdiction: Jurisdiction, language: Language): string {
  return jurisdictionName(jurisdiction, language) ?? jurisdictionInfo(jurisdiction).name[langOf(language)];
}

/** The acts and general regulations of a jurisdiction, as regulation entries, in `language`. */
export function instrumentsOf(jurisdiction: Jurisdiction, language: Language) {
  const info = jurisdictionInfo(jurisdiction);
  return [...info.acts, ...info.regulations].map((i) => ({
    title: instrumentTitle(i.title, language),
    description: legalCitation(i.citation, language),
    articles: null as string | null,
    coverage: coverageOf(jurisdiction, language),
    authority: regulatorName(info.regulator, language),
    status: i.status,
  }));
}

/**
 * The regulations section every analysis of a site starts with, whichever engine made it: the
 * jurisdiction's acts and general regulations, the federal ones too for a federally regulated
 * activity, and due diligence in Canada (Criminal Code).
 */
export function siteRegulations(context: CitationContext, language: Language): AnalysisResult['regulations'] {
  const { jurisdiction } = context;
  const regulations: AnalysisResult['regulations'] = instrumentsOf(jurisdiction, language);
  if (jurisdiction !== 'FEDERAL' && isFederallyRegulated(context))
    regulations.push(...instrumentsOf('FEDERAL', language));
  const courts = fixedT(language, ANALYZER)('offlineAnalysis.courts');
  for (const citation of dueDiligenceFor(context)?.citations ?? [])
    regulations.push({
      title: instrumentName(citation.instrument, language),
      description: citationSubject(citation.subject, language),
      articles: citation.articles,
      coverage: 'Canada',
      authority: courts,
      status: citation.status,
    });
  return regulations;
}

/**
 * The rules of a jurisdiction as the product knows them: its acts and general regulations,
 * then the provisions cited for each hazard family, each with its confirmation status.
 */
export function regulationsOf(jurisdiction: Jurisdiction, language: Language) {
  const info = jurisdictionInfo(jurisdiction);
  const coverage = coverageOf(jurisdiction, language);
  const authority = regulatorName(info.regulator, language);
  const instruments = instrumentsOf(jurisdiction, language);
  const byProvision = new Map<
    string,
    {
      title: string;
      description: string;
      articles: string | null;
      coverage: string;
      authority: string;
      status: 'confirmed' | 'unconfirmed';
      families: Set<RiskFamily>;
    }
  >();
  for (const hazard of HAZARDS) {
    for (const c of hazard.citations.filter((c) => c.jurisdiction === jurisdiction && c.articles)) {
      const key = `${c.instrument}|${c.articles}`;
      const entry = byProvision.get(key) ?? {
        title: instrumentName(c.instrument, language),
        description: citationSubject(c.subject, language),
        articles: c.articles,
        coverage,
        authority,
        status: c.status,
        families: new Set(),
      };
      entry.families.add(hazard.family);
      byProvision.set(key, entry);
    }
  }
  const provisions = [...byProvision.values()].map(({ families, ...p }) => ({
    ...p,
    families: [...families],
  }));
  const regulations = [...instruments.map((i) => ({ ...i, families: [] as RiskFamily[] })), ...provisions];
  return {
    jurisdiction,
    name: coverage,
    authority,
    website: info.website,
    count: regulations.length,
    regulations,
    // What an analysis of a site there applies, as the /canadian-regulatory page lists it.
    analysisLaws: analysisLaws(jurisdiction, language),
    // The same list as `laws`, each titled by `name`: a field of the API that clients read.
    laws: regulations.map(({ title, ...rest }) => ({ name: title, ...rest })),
  };
}

/** The label of an enriched recommendation line, with its language's colon. */
const REFERENCE: Record<Language, string> = {
  fr: 'Référence réglementaire : ',
  en: 'Regulatory reference: ',
  es: 'Referencia normativa: ',
  de: 'Rechtsgrundlage: ',
  pt: 'Referência normativa: ',
  zh: '法规依据：',
  ja: '法令上の根拠：',
};

/** Adds to each risk the provisions of the jurisdiction that apply to its hazard, as recommendation lines. */
export function enrichRecommendations(
  risks: { riskId: string; family?: RiskFamily; description?: string }[],
  jurisdiction: Jurisdiction,
  language: Language,
) {
  const reference = REFERENCE[language];
  return {
    enrichedRisks: risks.map((risk) => {
      const found = risk.description ? hazardsInText(risk.description, language) : [];
      const hazards = found.length ? found : HAZARDS.filter((h) => h.family === risk.family);
      const lines = new Set<string>();
      for (const c of hazards.flatMap((h) => h.citations).filter((c) => c.jurisdiction === jurisdiction)) {
        lines.add(
          `${reference}${instrumentName(c.instrument, language)}${c.articles ? `, ${c.articles}` : ''} — ${citationSubject(c.subject, language)}`,
        );
      }
      return { riskId: risk.riskId, enrichedRecommendations: [...lines] };
    }),
    enriched: true,
  };
}
