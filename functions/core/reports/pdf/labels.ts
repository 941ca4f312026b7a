import analyzerTexts from '#shared/i18n/analyzer';
import reportsTexts from '#shared/i18n/reports';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { ReportsTexts } from '#shared/i18n/reports/fr';
import type { ControlLevel } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import type { AnalysisResult, Risk, RiskLevel } from '#shared/schemas/analysis';

const ANALYZER = serverTexts('analyzer', analyzerTexts);
const REPORTS = serverTexts('reports', reportsTexts);

/** Every fixed text of the PDF report, per analysis language. `{{x}}` marks a value filled in by the renderer. */
export interface ReportLabels {
  /** BCP 47 locale used for dates. */
  locale: string;
  title: string;
  area: string;
  jurisdiction: string;
  date: string;
  sectors: string;
  preparedFor: string;
  method: string;
  summary: string;
  matrixTitle: string;
  /** Short axis names, shown in the matrix corner and in the cell list. */
  likelihoodShort: string;
  severityShort: string;
  matrixAxes: string;
  /** One line per non-empty cell: {{l}} likelihood, {{s}} severity, {{score}}, {{level}}, {{count}}, {{ids}}. */
  matrixCell: string;
  matrixEmpty: string;
  levels: Record<RiskLevel, string>;
  risksTitle: string;
  noSelectedRisks: string;
  /** {{label}} the risk level's label, {{l}} x {{s}} = {{score}}. */
  severityLine: string;
  basisObserved: string;
  basisTypical: string;
  /** How sure the engine is of a risk, each level with what it means. */
  confidence: string;
  confidenceLevels: Record<Risk['confidence'], string>;
  /** The words that raised a risk, and the controls the documents show in place. */
  triggers: string;
  controlsInPlace: string;
  /** Between the items of a list of words (", " or "、"). */
  listSeparator: string;
  /** The source of evidence taken from the adviser's caption of a photo. */
  captionSource: string;
  /** Heading before the first risk typical of the activity. */
  typicalTitle: string;
  controlledTitle: string;
  controlledIntro: string;
  controlledTriggers: string;
  /** What made the analysis and what it can see, stated on the cover. */
  engine: Record<AnalysisResult['analyzer'], string>;
  /** How each engine works, as its analyses state it (the analyzer namespace): see methodSentence. */
  methods: { offline: string; offlineWithOcr: string; bedrock: string };
  description: string;
  evidence: string;
  page: string;
  controls: string;
  controlLevels: Record<ControlLevel, string>;
  residual: string;
  citations: string;
  articleNotConfirmed: string;
  unconfirmed: string;
  recommendations: string;
  responsibleLine: string;
  photosTitle: string;
  photoFindings: string;
  noFindings: string;
  imageError: string;
  regulationsTitle: string;
  articles: string;
  authority: string;
  documentsTitle: string;
  generalRecommendationsTitle: string;
  legalNotice: string;
  /** The date the analysis was made (the visit date, entered by the adviser, is office.visitDate). */
  analysisDate: string;
  /** The report's name at the head of its file name ("Rapport SST", "OHS report"). */
  fileTitle: string;
  /** Above the photos taken after the corrective actions. */
  afterPhotos: string;
  /** Title of the table of contents on the cover. */
  contents: string;
  /** In place of OCR evidence that is no words: {{file}} the photo. */
  unreadableOcr: string;
  /** {{n}} / {{total}}. */
  pageOf: string;
  quoteOpen: string;
  quoteClose: string;
  /** Separator between a label and its value (French puts a space before the colon). */
  colon: string;
  /** The texts the three report formats share beyond the PDF's: cover, action plan, signature. */
  office: ReportsTexts['office'];
}

/**
 * The report's texts in `language`, through the server's i18next: the reports namespace with the
 * risk level labels of the levels namespace and the engines' method sentences of the analyzer
 * namespace (the same words as on screen and in the analysis).
 */
function labelsOf(language: Language): ReportLabels {
  const reports = fixedT(language, REPORTS);
  const pdf = reports('pdf', { returnObjects: true }) as unknown as ReportLabels;
  const office = reports('office', { returnObjects: true }) as unknown as ReportsTexts['office'];
  const levels = fixedT(language, 'levels')('risk', {
    returnObjects: true,
  }) as unknown as ReportLabels['levels'];
  const analyzer = fixedT(language, ANALYZER);
  const methods = {
    offline: analyzer('offlineAnalysis.method'),
    offlineWithOcr: analyzer('offlineAnalysis.methodWithOcr'),
    bedrock: analyzer('modelAnalysis.method'),
  };
  return { ...pdf, levels, methods, office };
}

/** Every fixed text of the PDF report, per analysis language (from shared/i18n). */
export const REPORT_LABELS: Record<Language, ReportLabels> = {
  fr: labelsOf('fr'),
  en: labelsOf('en'),
  es: labelsOf('es'),
  de: labelsOf('de'),
  pt: labelsOf('pt'),
  zh: labelsOf('zh'),
  ja: labelsOf('ja'),
};

/** Fills `{{name}}` placeholders (the one placeholder style of shared/i18n). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
