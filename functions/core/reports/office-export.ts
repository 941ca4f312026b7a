import type { User } from '#adapters/table/users';
import type { ReportFile } from './report-answer';
import type { ReportInput } from './pdf/types';
import { reportFileName } from './file-name';
import type { ReportOptions } from './report-input';

/** A file the reports area exports besides the PDF: its type and its renderer. */
export interface OfficeFormat {
  extension: 'docx' | 'xlsx';
  contentType: string;
  render: (input: ReportInput) => Promise<Uint8Array>;
}

// Each renderer (docx, exceljs) loads with the first file rather than at the function's start
// (cold start), and a handler naming one format bundles only its renderer.
export const DOCX_FORMAT: OfficeFormat = {
  extension: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  render: async (input) => (await import('./docx/render-docx')).renderDocx(input),
};

export const XLSX_FORMAT: OfficeFormat = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  render: async (input) => (await import('./xlsx/render-xlsx')).renderXlsx(input),
};

/**
 * The Word report or the Excel risk register and action plan of the caller's analysis, from the same
 * data as the PDF (buildReport): the kept risks (or `selected`) as edited, in the report language.
 */
export async function analysisOfficeFile(
  user: User,
  id: string,
  format: OfficeFormat,
  options: ReportOptions = {},
): Promise<ReportFile> {
  // The report's input quotes the knowledge base: loaded with the first file, like the renderer.
  const { buildReport } = await import('./report-input');
  const { input, item } = await buildReport(user, id, options);
  return {
    bytes: await format.render(input),
    contentType: format.contentType,
    fileName: reportFileName(input, format.extension),
    item,
  };
}
