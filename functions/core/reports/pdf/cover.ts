import type { AnalysisResult, Risk } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { methodSentence } from './method';
import { analysisSummaryHolds, keptSummaryLine } from './summary';
import { ACCENT } from './theme';
import type { ReportMeta } from './types';

export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // A bare date is midnight UTC: format in UTC so it does not slip a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** First page: title, what was analysed and where, then the method, the engine statement and summary. */
export function drawCover(
  flow: Flow,
  labels: ReportLabels,
  analysis: AnalysisResult,
  meta: ReportMeta,
  date: string,
  risks: readonly Risk[],
): void {
  const c = labels.colon;
  flow.space(40);
  flow.text(labels.title, { size: 24, bold: true, color: ACCENT, gapAfter: 6 });
  flow.text(meta.area, { size: 14, gapAfter: 12 });
  flow.rule(12);
  flow.field(labels.area, meta.area, c, { size: 10.5, gapAfter: 3 });
  flow.field(labels.jurisdiction, meta.jurisdictionName, c, { size: 10.5, gapAfter: 3 });
  flow.field(labels.date, date, c, { size: 10.5, gapAfter: 3 });
  if (meta.sectorLabels.length > 0) {
    flow.field(labels.sectors, meta.sectorLabels.join(' › '), c, { size: 10.5, gapAfter: 3 });
  }
  if (meta.preparedFor) flow.field(labels.preparedFor, meta.preparedFor, c, { size: 10.5, gapAfter: 3 });
  flow.space(10);
  flow.text(labels.method, { bold: true, size: 10.5 });
  flow.text(methodSentence(labels, analysis), { gapAfter: 6 });
  // What the engine can see, said once: the offline engine does not see what a photo shows.
  flow.text(labels.engine[analysis.analyzer], { bold: true, size: 9.5, color: ACCENT, gapAfter: 8 });
  flow.text(labels.summary, { bold: true, size: 10.5 });
  flow.text(keptSummaryLine(labels, risks), { gapAfter: 3 });
  if (analysisSummaryHolds(analysis, risks)) flow.text(analysis.summary, { gapAfter: 8 });
}
