import type { Workbook, Worksheet } from 'exceljs';
import type { RiskLevel } from '#shared/schemas/analysis';
import { levelHex } from '../office/content';

/** One column of a sheet: its translated header, its width in characters, and how its cells read. */
export interface Column {
  header: string;
  width: number;
  kind?: 'text' | 'number' | 'date' | 'level';
}

export type CellInput = string | number | Date | null | { level: RiskLevel; label: string };

const HEADER_FILL = 'FFE8ECF2';

/** A name Excel accepts: 31 characters at most, none of [ ] : * ? / \, no apostrophe at either end. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31)
      .replace(/^'+|'+$/g, '')
      .trim() || 'Sheet'
  );
}

/** A date of the plan as a real date cell (midnight UTC, which is how Excel counts days). */
export function dateCell(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A sheet with a frozen header row, a filter on every column, wrapped text at the top of each
 * cell, dates as dates and level cells in the PDF matrix's colours.
 */
export function addSheet(
  workbook: Workbook,
  name: string,
  columns: readonly Column[],
  rows: readonly CellInput[][],
): Worksheet {
  const sheet = workbook.addWorksheet(sheetName(name), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: {
      alignment: { wrapText: true, vertical: 'top' },
      ...(column.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {}),
    },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  for (const values of rows) {
    const row = sheet.addRow(values.map((value) => (isLevel(value) ? value.label : value)));
    values.forEach((value, i) => {
      if (!isLevel(value)) return;
      row.getCell(i + 1).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: `FF${levelHex(value.level)}` },
      };
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

function isLevel(value: CellInput): value is { level: RiskLevel; label: string } {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}
