import { rgb } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { riskLevel } from '#shared/schemas/analysis';
import type { Risk } from '#shared/schemas/analysis';
import { fill } from './labels';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { textWidth } from './text';
import { LEVEL_COLOURS, MARGIN, MUTED, TEXT, levelText } from './theme';

/** counts[likelihood - 1][severity - 1]: how many of `risks` fall in each cell of the 5 x 5 matrix. */
export function matrixCounts(risks: Risk[]): number[][] {
  const counts = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  for (const r of risks) {
    const row = counts[r.likelihood - 1];
    if (row && r.severity >= 1 && r.severity <= 5) row[r.severity - 1] = (row[r.severity - 1] ?? 0) + 1;
  }
  return counts;
}

/** The 5 x 5 likelihood x severity grid with counts, its legend, and the risk ids of each occupied cell. */
export function drawMatrix(flow: Flow, labels: ReportLabels, risks: Risk[]): void {
  const counts = matrixCounts(risks);
  const cell = Math.min(56, (flow.contentWidth - 70) / 5);
  const headW = 64;
  const height = cell * 6 + 10;
  flow.ensure(height);
  const top = flow.y;
  const left = MARGIN;
  const font = flow.bold;
  const centre = (text: string, x: number, w: number, y: number, size: number, f: PDFFont = font) => {
    let s = size;
    while (s > 5 && textWidth(f, text, s) > w - 4) s -= 0.5;
    flow.page.drawText(text, { x: x + (w - textWidth(f, text, s)) / 2, y, size: s, font: f, color: TEXT });
  };
  // Header row: corner, then severity 1..5.
  centre(
    `${labels.likelihoodShort} \\ ${labels.severityShort}`,
    left,
    headW,
    top - cell / 2 - 4,
    9,
    flow.regular,
  );
  for (let s = 1; s <= 5; s++) {
    centre(`${labels.severityShort}${s}`, left + headW + (s - 1) * cell, cell, top - cell / 2 - 4, 9);
  }
  for (let l = 5; l >= 1; l--) {
    const rowTop = top - cell * (6 - l);
    centre(`${labels.likelihoodShort}${l}`, left, headW, rowTop - cell / 2 - 4, 9);
    for (let s = 1; s <= 5; s++) {
      const x = left + headW + (s - 1) * cell;
      const level = riskLevel(l * s);
      flow.page.drawRectangle({
        x,
        y: rowTop - cell,
        width: cell,
        height: cell,
        color: LEVEL_COLOURS[level],
        borderColor: rgb(1, 1, 1),
        borderWidth: 1.5,
      });
      const n = counts[l - 1]?.[s - 1] ?? 0;
      if (n > 0) centre(String(n), x, cell, rowTop - cell / 2 - 6, 16);
      flow.page.drawText(String(l * s), {
        x: x + 3,
        y: rowTop - 9,
        size: 6,
        font: flow.regular,
        color: rgb(0.25, 0.25, 0.25),
      });
    }
  }
  // Legend to the right of the grid.
  const legendX = left + headW + 5 * cell + 16;
  let ly = top - cell - 4;
  for (const level of ['critical', 'high', 'medium', 'low'] as const) {
    flow.page.drawRectangle({ x: legendX, y: ly - 8, width: 10, height: 10, color: LEVEL_COLOURS[level] });
    flow.page.drawText(levelText(labels, level), {
      x: legendX + 14,
      y: ly - 7,
      size: 8.5,
      font: flow.regular,
      color: TEXT,
    });
    ly -= 16;
  }
  flow.y = top - cell * 6 - 10;
  flow.text(labels.matrixAxes, { size: 8, color: MUTED, gapAfter: 4 });
  let any = false;
  for (let l = 5; l >= 1; l--) {
    for (let s = 5; s >= 1; s--) {
      const inCell = risks.filter((r) => r.likelihood === l && r.severity === s);
      if (inCell.length === 0) continue;
      any = true;
      flow.bullet(
        fill(labels.matrixCell, {
          l,
          s,
          score: l * s,
          level: levelText(labels, riskLevel(l * s)),
          count: inCell.length,
          ids: inCell.map((r) => r.riskId).join(', '),
        }),
        { size: 8.5 },
      );
    }
  }
  if (!any) flow.text(labels.matrixEmpty, { color: MUTED });
}
