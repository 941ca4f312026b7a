import { rgb } from 'pdf-lib';
import type { Flow } from './layout';
import { wrapText } from './text';
import { MARGIN, RULE, TEXT } from './theme';

const HEADER_FILL = rgb(0.91, 0.93, 0.96);
const PAD = 3;

export interface Column {
  title: string;
  /** Share of the width, relative to the other columns'. */
  weight: number;
}

interface Row {
  lines: string[][];
  height: number;
  header: boolean;
}

/**
 * A table that flows down the pages: cells wrapped to their column, a row never split across
 * pages, the header row repeated at the top of each page the table continues on.
 */
export function drawTable(
  flow: Flow,
  columns: readonly Column[],
  cells: readonly string[][],
  size = 8,
): void {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (flow.contentWidth * column.weight) / total);
  const lh = flow.lineHeight(size, 0.3);
  const layout = (texts: readonly string[], header: boolean): Row => {
    const font = header ? flow.bold : flow.regular;
    const lines = texts.map((text, i) => wrapText(text, font, size, widths[i]! - 2 * PAD));
    return { lines, header, height: Math.max(...lines.map((l) => l.length)) * lh + 2 * PAD };
  };
  const draw = (row: Row) => {
    const top = flow.y;
    const font = row.header ? flow.bold : flow.regular;
    if (row.header) {
      flow.page.drawRectangle({
        x: MARGIN,
        y: top - row.height,
        width: flow.contentWidth,
        height: row.height,
        color: HEADER_FILL,
      });
    }
    let x = MARGIN;
    row.lines.forEach((cellLines, i) => {
      cellLines.forEach((line, j) => {
        if (line !== '')
          flow.page.drawText(line, { x: x + PAD, y: top - PAD - size - j * lh, size, font, color: TEXT });
      });
      x += widths[i]!;
    });
    flow.y = top - row.height;
    flow.page.drawLine({
      start: { x: MARGIN, y: flow.y },
      end: { x: MARGIN + flow.contentWidth, y: flow.y },
      thickness: 0.5,
      color: RULE,
    });
  };
  const header = layout(
    columns.map((column) => column.title),
    true,
  );
  const rows = cells.map((texts) => layout(texts, false));
  flow.ensure(header.height + (rows[0]?.height ?? 0));
  draw(header);
  for (const row of rows) {
    const pages = flow.pages.length;
    flow.ensure(row.height);
    if (flow.pages.length !== pages) draw(header);
    draw(row);
  }
}
