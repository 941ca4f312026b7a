import analyzer from '#shared/i18n/analyzer';
import analyzerTexts from '#shared/i18n/analyzer';
import recommendationsTexts from '#shared/i18n/recommendations';
import { fixedT, serverTexts } from '#shared/i18n/server';
import { GENERAL_RECOMMENDATION_IDS } from '#shared/knowledge/general-recommendations';
import type { Language } from '#shared/languages';

const ANALYZER = serverTexts('analyzer', analyzerTexts);
const RECOMMENDATIONS = serverTexts('recommendations', recommendationsTexts);

/** The offline analyzer's own sentences in one language. */
export interface AnalyzerWords {
  method: (ocr: boolean) => string;
  summary: (counts: {
    observed: number;
    typical: number;
    controlled: number;
    files: number;
    area: string;
    siteTypeUnknown: boolean;
  }) => string;
  typicalEvidence: (activity: string) => string;
  documentSummary: (pages: number | null, characters: number, ocrPages: number) => string;
  photoSummary: (characters: number, captioned: boolean) => string;
  found: (titles: string[]) => string;
  opening: (quote: string) => string;
  /** Keyed by the extraction warning codes (functions/core/analysis/extraction/types.ts). */
  warnings: Record<string, string>;
  /** The generic recommendations, in the order of GENERAL_RECOMMENDATION_IDS (hierarchy of controls). */
  general: readonly string[];
  responsibility: string;
}

type WarningCode = keyof typeof analyzer.fr.offlineAnalysis.warnings;
const WARNING_CODES = Object.keys(analyzer.fr.offlineAnalysis.warnings) as WarningCode[];

/**
 * The sentences of `language`, from the "analyzer" and "recommendations" namespaces
 * (shared/i18n/<namespace>/<lang>.ts): which text is used is chosen here, how it agrees with a
 * number is chosen by i18next's plural forms.
 */
function wordsIn(language: Language): AnalyzerWords {
  const t = fixedT(language, ANALYZER);
  const general = fixedT(language, RECOMMENDATIONS);
  return {
    method: (ocr) => t(ocr ? 'offlineAnalysis.methodWithOcr' : 'offlineAnalysis.method'),
    summary: ({ observed, typical, controlled, files, area, siteTypeUnknown }) => {
      const counted = t('offlineAnalysis.files', { count: files });
      // Each sentence says only what follows: typical risks are promised only when there are some.
      const head = observed
        ? t('offlineAnalysis.summary', { count: observed, files: counted, area })
        : typical
          ? t('offlineAnalysis.summaryTypical', { files: counted, area })
          : t('offlineAnalysis.summaryNone', { files: counted, area });
      const notes = [
        ...(controlled ? [t('offlineAnalysis.controlledNote', { count: controlled })] : []),
        ...(siteTypeUnknown ? [t('offlineAnalysis.siteTypeUnknown')] : []),
      ];
      return [head, ...notes].join(' ');
    },
    typicalEvidence: (activity) => t('offlineAnalysis.typicalEvidence', { activity }),
    documentSummary: (pages, characters, ocrPages) => {
      // No page read means no character, and an OCR page is one of the pages.
      if (!pages) return t('offlineAnalysis.document', { count: characters });
      const counted = t('offlineAnalysis.pages', { count: pages });
      return ocrPages
        ? t('offlineAnalysis.documentPagesOcr', {
            count: characters,
            pages: counted,
            ocrPages: t('offlineAnalysis.ocrPages', { count: ocrPages }),
          })
        : t('offlineAnalysis.documentPages', { count: characters, pages: counted });
    },
    photoSummary: (characters, captioned) =>
      characters > 0
        ? t('offlineAnalysis.photo', { count: characters })
        : t(captioned ? 'offlineAnalysis.photoCaptionOnly' : 'offlineAnalysis.photoNoText'),
    found: (titles) =>
      titles.length
        ? t('offlineAnalysis.found', {
            count: titles.length,
            titles: titles.join(t('offlineAnalysis.titleSeparator')),
          })
        : t('offlineAnalysis.foundNone'),
    opening: (quote) => t('offlineAnalysis.opening', { quote }),
    warnings: Object.fromEntries(WARNING_CODES.map((code) => [code, t(`offlineAnalysis.warnings.${code}`)])),
    general: GENERAL_RECOMMENDATION_IDS.map((id) => general(`generalRecommendations.${id}`)),
    responsibility: t('offlineAnalysis.responsibility'),
  };
}

/** The offline analyzer's sentences in the seven languages. */
export const WORDS: Readonly<Record<Language, AnalyzerWords>> = {
  fr: wordsIn('fr'),
  en: wordsIn('en'),
  es: wordsIn('es'),
  de: wordsIn('de'),
  pt: wordsIn('pt'),
  zh: wordsIn('zh'),
  ja: wordsIn('ja'),
};
