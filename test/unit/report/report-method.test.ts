import { describe, expect, it } from 'vitest';
import { REPORT_LABELS } from '#core/reports/pdf/labels';
import { renderReport } from '#core/reports/pdf/render';
import type { Language } from '#shared/languages';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { extractPdfPages } from '../../support/pdf-text';
import { SELECTED, frenchAnalysis } from '../../fixtures/report-analyses';

const LANGUAGES: Language[] = ['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'];
/** "A large language model" as each language says it. */
const LARGE_LANGUAGE_MODEL: Record<Language, string> = {
  fr: 'grand modèle de langage',
  en: 'large language model',
  es: 'gran modelo de lenguaje',
  de: 'großen Sprachmodell',
  pt: 'grande modelo de linguagem',
  zh: '大语言模型',
  ja: '大規模言語モデル',
};
/** Artificial intelligence in the seven languages, short and long. */
const AI =
  /\bIA\b|\bAI\b|\bKI\b|人工智能|intelligence artificielle|artificial intelligence|inteligencia artificial|künstliche Intelligenz|inteligência artificial/i;

const squash = (s: string) => s.replace(/\s+/g, '');

/** The cover's text, runs of whitespace made one space. */
async function coverText(analysis: AnalysisResult): Promise<string> {
  const pdf = await renderReport({
    analysis,
    selectedRiskIds: SELECTED,
    meta: { area: 'Atelier', jurisdictionName: '—', date: '2026-03-05', sectorLabels: [] },
    photos: [],
  });
  const pages = await extractPdfPages(pdf);
  return squash(
    pages
      .slice(0, 2)
      .map((page) => page.text)
      .join(''),
  );
}

describe('PDF report: the engine that made the analysis', () => {
  for (const language of LANGUAGES) {
    it(`names the rules engine for an offline analysis, never AI (${language})`, async () => {
      // An offline analysis whose stored sentence wrongly speaks of AI: the report does not repeat it.
      const analysis: AnalysisResult = {
        ...frenchAnalysis(),
        language,
        analyzer: 'offline',
        method: "Analyse réalisée par un modèle d'IA.",
      };
      const text = await coverText(analysis);
      expect(squash(text)).toContain(squash(REPORT_LABELS[language].methods.offlineWithOcr));
      expect(squash(text)).toContain(squash(REPORT_LABELS[language].engine.offline));
      expect(text).not.toMatch(AI);
    });

    it(`names a large language model (Amazon Bedrock) for a Bedrock analysis (${language})`, async () => {
      const text = await coverText({ ...frenchAnalysis(), language, analyzer: 'bedrock' });
      expect(squash(text)).toContain(squash(REPORT_LABELS[language].methods.bedrock));
      expect(squash(text)).toContain(squash(LARGE_LANGUAGE_MODEL[language]));
      expect(squash(text)).toContain('AmazonBedrock');
      expect(text).not.toMatch(AI);
    });
  }
});
