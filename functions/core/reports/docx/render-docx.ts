import { Document, Packer } from 'docx';
import type { Language } from '#shared/languages';
import type { ReportInput } from '../pdf/types';
import { keptActions, keptRisks } from '../office/content';
import { officeLabels, type OfficeLabels } from '../office/labels';
import { actionPlanBlocks } from './action-plan';
import { closingBlocks, documentsBlocks, generalRecommendationsBlocks, regulationsBlocks } from './appendix';
import { ACCENT } from './blocks';
import { coverBlocks } from './cover';
import { pageFooter, pageHeader, pageSetup } from './page';
import { controlledBlocks, risksBlocks } from './risks';
import { matrixBlocks, summaryBlocks } from './summary';

/** The language Word checks the spelling in; Chinese and Japanese also set the East Asian language. */
function languageOf(language: Language, locale: string) {
  return language === 'zh' || language === 'ja' ? { value: locale, eastAsia: locale } : { value: locale };
}

/** Calibri for Latin text; East Asian text left to the font Word picks for its language. */
const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri' };

function styles(language: Language, labels: OfficeLabels) {
  const headingRun = { color: ACCENT, bold: true, font: FONT };
  return {
    default: {
      document: {
        run: { font: FONT, size: 21, language: languageOf(language, labels.locale) },
        paragraph: { spacing: { after: 80, line: 264 } },
      },
      title: { run: { ...headingRun, size: 48 }, paragraph: { spacing: { after: 160 } } },
      // The outline levels put the headings in the navigation pane of Word and LibreOffice.
      heading1: {
        run: { ...headingRun, size: 30 },
        paragraph: { outlineLevel: 0, spacing: { before: 360, after: 120 } },
      },
      heading2: {
        run: { ...headingRun, size: 24 },
        paragraph: { outlineLevel: 1, spacing: { before: 280, after: 80 } },
      },
    },
  };
}

/**
 * The analysis report as a Word document, in the analysis's language, from the same input as the
 * PDF: cover, summary and matrix of the kept risks, each kept risk, the action plan, regulations,
 * document summaries, the legal notice and the signature block.
 */
export async function renderDocx(input: ReportInput): Promise<Uint8Array> {
  const { analysis, meta } = input;
  const { language, labels } = officeLabels(analysis.language);
  const risks = keptRisks(input);
  const page = pageSetup(analysis.jurisdiction);
  const width = page.contentWidth;

  const doc = new Document({
    creator: 'RisqueVision',
    title: `${labels.title} — ${meta.area}`,
    styles: styles(language, labels),
    sections: [
      {
        properties: {
          titlePage: true,
          page: { size: page.size, margin: page.margin },
        },
        headers: { default: pageHeader(labels, meta.area) },
        footers: { default: pageFooter(labels), first: pageFooter(labels) },
        children: [
          ...coverBlocks(input, labels),
          ...summaryBlocks(analysis, risks, labels, width),
          ...matrixBlocks(risks, labels, width),
          ...risksBlocks(risks, labels, language),
          ...controlledBlocks(analysis, labels),
          ...actionPlanBlocks(keptActions(input, risks), risks, labels, width),
          ...regulationsBlocks(analysis, labels),
          ...documentsBlocks(analysis, risks, labels),
          ...generalRecommendationsBlocks(analysis, labels),
          ...closingBlocks(input, labels),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
