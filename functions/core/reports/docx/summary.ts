import type { Paragraph, Table } from 'docx';
import { riskLevel, type Risk, type RiskLevel } from '#shared/schemas/analysis';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { fill } from '../pdf/labels';
import { matrixCounts } from '../pdf/matrix';
import { methodSentence } from '../pdf/method';
import { levelHex } from '../office/content';
import type { OfficeLabels } from '../office/labels';
import { ACCENT, MUTED, bullet, heading, label, paragraph, table, type CellValue } from './blocks';

const LEVELS_HIGH_FIRST: RiskLevel[] = ['critical', 'high', 'medium', 'low'];

/**
 * The summary, counting the kept risks only (the analysis's own summary counts every risk it
 * found), then how the analysis was made and what its engine can see.
 */
export function summaryBlocks(
  analysis: AnalysisResult,
  risks: readonly Risk[],
  labels: OfficeLabels,
  width: number,
): (Paragraph | Table)[] {
  const rows: CellValue[][] = LEVELS_HIGH_FIRST.map((level) => [
    { text: labels.levels[level], fill: levelHex(level) },
    String(risks.filter((risk) => risk.level === level).length),
  ]);
  rows.push([
    { text: labels.office.total, bold: true },
    { text: String(risks.length), bold: true },
  ]);
  return [
    heading(labels.summary, 1, true),
    paragraph(fill(labels.office.keptCount, { count: risks.length }), { bold: true }),
    table([labels.office.level, labels.office.riskCount], rows, [3, 2], Math.round(width * 0.6)),
    paragraph(''),
    label(labels.method),
    paragraph(methodSentence(labels, analysis)),
    paragraph(labels.engine[analysis.analyzer], { bold: true, color: ACCENT }),
  ];
}

/** The 5 × 5 matrix as a table: likelihood down (5 at the top), severity across, each cell in its level's colour. */
export function matrixBlocks(risks: Risk[], labels: OfficeLabels, width: number): (Paragraph | Table)[] {
  const counts = matrixCounts(risks);
  const l = labels.likelihoodShort;
  const s = labels.severityShort;
  const rows: CellValue[][] = [5, 4, 3, 2, 1].map((likelihood) => [
    { text: `${l}${likelihood}`, bold: true },
    ...[1, 2, 3, 4, 5].map((severity) => {
      const n = counts[likelihood - 1]?.[severity - 1] ?? 0;
      return { text: n > 0 ? String(n) : '', bold: true, fill: levelHex(riskLevel(likelihood * severity)) };
    }),
  ]);
  const cells: Paragraph[] = [];
  for (let likelihood = 5; likelihood >= 1; likelihood--) {
    for (let severity = 5; severity >= 1; severity--) {
      const inCell = risks.filter((r) => r.likelihood === likelihood && r.severity === severity);
      if (inCell.length === 0) continue;
      cells.push(
        bullet(
          fill(labels.matrixCell, {
            l: likelihood,
            s: severity,
            score: likelihood * severity,
            level: labels.levels[riskLevel(likelihood * severity)],
            count: inCell.length,
            ids: inCell.map((r) => r.riskId).join(', '),
          }),
        ),
      );
    }
  }
  return [
    heading(labels.matrixTitle, 1),
    table(
      [`${l} \\ ${s}`, ...[1, 2, 3, 4, 5].map((n) => `${s}${n}`)],
      rows,
      [1.4, 1, 1, 1, 1, 1],
      Math.round(width * 0.7),
    ),
    paragraph(labels.matrixAxes, { size: 16, color: MUTED }),
    ...(cells.length > 0 ? cells : [paragraph(labels.matrixEmpty, { color: MUTED })]),
  ];
}
