import type { Risk } from '#shared/schemas/analysis';
import { signerLines } from '../office/content';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { methodSentence } from './method';
import { embedPhoto } from './photos';
import { analysisSummaryHolds, keptSummaryLine, levelCounts } from './summary';
import { textWidth } from './text';
import { ACCENT, LEVEL_COLOURS, MARGIN, MUTED, TEXT } from './theme';
import type { ReportInput } from './types';

/** `iso` in the report's locale: long on the cover, medium in the action plan's narrow columns. */
export function formatDate(iso: string, locale: string, style: 'long' | 'medium' = 'long'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // A bare date is midnight UTC: format in UTC so it does not slip a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(d);
}

/** The logo's box at the top of the cover, in points (about 6 × 2.4 cm). */
const LOGO_BOX = { width: 170, height: 68 };

/**
 * First page: the adviser's logo, the title, who the report is for (client, address, visit date)
 * and what was analysed where, who prepared it, the kept risks by level, the summary, the method
 * and the engine statement. The table of contents follows, drawn once the pages are known.
 */
export async function drawCover(
  flow: Flow,
  labels: ReportLabels,
  input: ReportInput,
  date: string,
  risks: readonly Risk[],
): Promise<void> {
  const { analysis, meta, cover } = input;
  const c = labels.colon;
  const logo = cover?.logo ? await embedPhoto(flow.doc, cover.logo) : null;
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
    const height = logo.height * scale;
    flow.page.drawImage(logo, { x: MARGIN, y: flow.y - height, width: logo.width * scale, height });
    flow.space(height + 14);
  } else {
    flow.space(24);
  }
  const client = cover?.clientName.trim() ?? '';
  flow.text(labels.title, { size: 22, bold: true, color: ACCENT, gapAfter: 4 });
  flow.text(client || meta.area, { size: 15, bold: true, gapAfter: 2 });
  if (client) flow.text(meta.area, { size: 12, color: MUTED, gapAfter: 2 });
  flow.space(6);
  flow.rule(10);
  const fields: [string, string][] = [
    [labels.office.client, client],
    [labels.office.clientAddress, cover?.clientAddress.trim() ?? ''],
    // The visit date is the one the adviser entered: never the analysis date in its place.
    [labels.office.visitDate, cover?.visitDate ? formatDate(cover.visitDate, labels.locale) : ''],
    [labels.area, meta.area],
    [labels.jurisdiction, meta.jurisdictionName],
    [labels.analysisDate, date],
    [labels.sectors, meta.sectorLabels.join(' › ')],
    [labels.preparedFor, meta.preparedFor ?? ''],
  ];
  for (const [name, value] of fields) {
    if (value !== '') flow.field(name, value, c, { size: 10, gapAfter: 2 });
  }
  const signer = signerLines(cover);
  if (signer.length > 0)
    flow.field(labels.office.preparedBy, signer.join(' — '), c, { size: 10, gapAfter: 2 });
  flow.space(8);
  drawKeyFigures(flow, labels, risks);
  flow.text(labels.summary, { bold: true, size: 10.5 });
  flow.text(keptSummaryLine(labels, risks), { gapAfter: 3 });
  if (analysisSummaryHolds(analysis, risks)) flow.text(analysis.summary, { gapAfter: 3 });
  flow.space(5);
  flow.text(labels.method, { bold: true, size: 10.5 });
  flow.text(methodSentence(labels, analysis), { gapAfter: 4 });
  // What the engine can see, said once: the offline engine does not see what a photo shows.
  flow.text(labels.engine[analysis.analyzer], { bold: true, size: 9.5, color: ACCENT, gapAfter: 8 });
}

/** One box per risk level in its colour, with the number of kept risks at that level. */
function drawKeyFigures(flow: Flow, labels: ReportLabels, risks: readonly Risk[]): void {
  const gap = 8;
  const height = 40;
  const width = (flow.contentWidth - 3 * gap) / 4;
  flow.ensure(height + 10);
  levelCounts(risks).forEach(({ level, count }, i) => {
    const x = MARGIN + i * (width + gap);
    const top = flow.y;
    flow.page.drawRectangle({ x, y: top - height, width, height, color: LEVEL_COLOURS[level] });
    const number = String(count);
    flow.page.drawText(number, {
      x: x + (width - textWidth(flow.bold, number, 17)) / 2,
      y: top - 20,
      size: 17,
      font: flow.bold,
      color: TEXT,
    });
    const name = labels.levels[level];
    let size = 8.5;
    while (size > 6 && textWidth(flow.regular, name, size) > width - 6) size -= 0.5;
    flow.page.drawText(name, {
      x: x + (width - textWidth(flow.regular, name, size)) / 2,
      y: top - 33,
      size,
      font: flow.regular,
      color: TEXT,
    });
  });
  flow.space(height + 10);
}
