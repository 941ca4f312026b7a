import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { Language } from '#shared/languages';
import { keptActions, selectedRisks } from '../office/content';
import { drawActionPlan } from './action-plan';
import { drawAppendix } from './appendix';
import { reportCharset } from './charset';
import { drawControlled } from './controlled';
import { drawContents, reserveContents } from './contents';
import { drawCover, formatDate } from './cover';
import { defaultFontResolver, subsetTo } from './fonts';
import { drawFooters, measureFooter } from './footer';
import { REPORT_LABELS } from './labels';
import { Flow, pageSizeFor } from './layout';
import { drawMatrix } from './matrix';
import { drawPhotos } from './photos';
import { drawRisk } from './risk-section';
import { drawSignature } from './signature';
import { ACCENT, MARGIN, MUTED } from './theme';
import type { ReportInput, ReportOptions } from './types';

// The module's public surface: index.ts, bench.ts and the tests import from here.
export { matrixCounts } from './matrix';
export { selectedRisks } from '../office/content';
export { pageSizeFor } from './layout';
export type { ReportAction, ReportCover, ReportInput, ReportOptions, ReportPhoto } from './types';

/** Renders the PDF risk analysis report, in the language of the analysis. */
export async function renderReport(input: ReportInput, options: ReportOptions = {}): Promise<Uint8Array> {
  const { analysis, meta } = input;
  const language: Language = analysis.language in REPORT_LABELS ? analysis.language : 'fr';
  const labels = REPORT_LABELS[language];
  const risks = selectedRisks(analysis, input.selectedRiskIds);
  const actions = keptActions(input, risks);
  const date = formatDate(meta.date, labels.locale);
  const charset = reportCharset(input, labels, risks, date);

  const resolver = options.fonts ?? defaultFontResolver;
  const files = await resolver(language);
  const [regularBytes, boldBytes] = await Promise.all([
    subsetTo(files.regular, charset),
    files.bold === files.regular ? null : subsetTo(files.bold, charset),
  ]);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${labels.title} — ${input.cover?.clientName.trim() || meta.area}`);
  if (input.cover?.adviserName.trim()) doc.setAuthor(input.cover.adviserName.trim());
  doc.setLanguage(labels.locale);
  doc.setProducer('RisqueVision');
  doc.setCreator('RisqueVision');
  // The subsets have no layout tables (see withoutLayoutTables); no feature is asked for either.
  const features = { liga: false, clig: false, calt: false, kern: false };
  const regular = await doc.embedFont(regularBytes, { subset: false, features });
  const bold = boldBytes ? await doc.embedFont(boldBytes, { subset: false, features }) : regular;

  const size = pageSizeFor(analysis.jurisdiction);
  const footer = measureFooter(labels, regular, size[0]);
  const flow = new Flow(doc, size, regular, bold, MARGIN * 0.6 + footer.height);

  await drawCover(flow, labels, input, date, risks);
  // One line per section that will be drawn: matrix, risks and signature always, the others when not empty.
  const sections = [
    true,
    true,
    analysis.controlled.length > 0,
    actions.length > 0,
    input.photos.length > 0,
    analysis.regulations.length > 0,
    analysis.documentAnalyses.length > 0,
    analysis.generalRecommendations.length > 0,
    true,
  ].filter(Boolean).length;
  const contents = reserveContents(flow, labels, sections);

  flow.newPage();
  flow.heading(labels.matrixTitle);
  drawMatrix(flow, labels, risks);

  flow.heading(labels.risksTitle);
  if (risks.length === 0) flow.text(labels.noSelectedRisks, { color: MUTED });
  // Observed risks first; the typical ones of the activity after, under their own heading.
  const typical = risks.filter((risk) => risk.basis === 'typical');
  for (const risk of risks) if (risk.basis !== 'typical') drawRisk(flow, labels, risk, language);
  if (typical.length > 0) {
    flow.ensure(140);
    flow.space(8);
    flow.text(labels.typicalTitle, { size: 12, bold: true, color: ACCENT, gapAfter: 2 });
  }
  for (const risk of typical) drawRisk(flow, labels, risk, language);
  drawControlled(flow, labels, analysis.controlled, language);
  await drawActionPlan(flow, labels, actions, risks);

  await drawPhotos(flow, labels, input.photos, risks);
  drawAppendix(flow, labels, analysis, risks);
  drawSignature(flow, labels, input.cover);
  drawContents(flow, contents);
  drawFooters(flow.pages, footer, labels, regular, size[0]);

  return doc.save({ useObjectStreams: true });
}
