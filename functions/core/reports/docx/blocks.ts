import {
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { hexOf } from '../office/content';
import { ACCENT as PDF_ACCENT, MUTED as PDF_MUTED } from '../pdf/theme';

/** The building blocks every section uses, so the document looks the same throughout. */

/** The PDF's accent and muted colours. */
export const ACCENT = hexOf(PDF_ACCENT);
export const MUTED = hexOf(PDF_MUTED);
const HEADER_FILL = 'E8ECF2';

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2 } as const;

/** A real Word heading: it shows in the navigation pane and in a table of contents. */
export function heading(text: string, level: 1 | 2, pageBreakBefore = false): Paragraph {
  return new Paragraph({ heading: HEADINGS[level], text, pageBreakBefore, keepNext: true });
}

interface RunOptions {
  bold?: boolean;
  italics?: boolean;
  color?: string;
  /** Half-points. */
  size?: number;
  /** Background of the text (a level's colour). */
  fill?: string;
}

export function run(text: string, options: RunOptions = {}): TextRun {
  const { fill, ...style } = options;
  return new TextRun({ text, ...style, ...(fill ? { shading: shading(fill) } : {}) });
}

/** A paragraph of one run, or of the runs given; `keepNext` keeps it on the page of the next one. */
export function paragraph(
  text: string | ParagraphChild[],
  options: RunOptions & { keepNext?: boolean } = {},
): Paragraph {
  const { keepNext = false, ...style } = options;
  const children = typeof text === 'string' ? [run(text, style)] : text;
  return new Paragraph({ children, keepNext, spacing: { after: 80 } });
}

/** "Label : value", the label in bold. */
export function field(label: string, value: string, colon: string): Paragraph {
  return paragraph([run(`${label}${colon}`, { bold: true }), run(value)]);
}

/** A bold line introducing a list, kept on the page of its first item. */
export function label(text: string): Paragraph {
  return paragraph(text, { bold: true, keepNext: true });
}

export function bullet(text: string): Paragraph {
  return new Paragraph({ children: [run(text)], bullet: { level: 0 }, spacing: { after: 40 } });
}

function shading(fill: string) {
  return { type: ShadingType.CLEAR, color: 'auto', fill };
}

export type CellValue = string | { text: string; fill?: string; bold?: boolean };

function cell(value: CellValue, width: number, header: boolean): TableCell {
  const { text, fill, bold } = typeof value === 'string' ? { text: value } : value;
  // One paragraph per line: a cell's text keeps its line breaks.
  const lines = text.split('\n');
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    ...(fill || header ? { shading: shading(fill ?? HEADER_FILL) } : {}),
    children: lines.map(
      (line) =>
        new Paragraph({
          children: [run(line, { bold: header || (bold ?? false), size: 18 })],
          spacing: { before: 20, after: 20 },
        }),
    ),
  });
}

/**
 * A table whose first row is a header repeated on every page it spans. `widths` are relative
 * and shared out over `totalWidth` (twips), so the columns fit the page.
 */
export function table(
  headers: CellValue[],
  rows: CellValue[][],
  widths: number[],
  totalWidth: number,
): Table {
  const sum = widths.reduce((a, b) => a + b, 0);
  const columns = widths.map((w) => Math.floor((w / sum) * totalWidth));
  return new Table({
    width: { size: totalWidth, type: WidthType.DXA },
    columnWidths: columns,
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: headers.map((h, i) => cell(h, columns[i] ?? 0, true)),
      }),
      ...rows.map(
        (row) =>
          new TableRow({ cantSplit: true, children: row.map((c, i) => cell(c, columns[i] ?? 0, false)) }),
      ),
    ],
  });
}
