import type { User } from '#adapters/table/users';
import type { ReportFile } from './analysis-report';
import { reportFileName } from './file-name';
import { renderDocx } from './docx/render-docx';
import { buildReport, type ReportOptions } from './report-input';
import { renderXlsx } from './xlsx/render-xlsx';

const FORMATS = {
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    render: renderDocx,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    render: renderXlsx,
  },
} as const;

/**
 * The Word report or the Excel risk register and action plan of the caller's analysis, from the same
 * data as the PDF (buildReport): the kept risks (or `selected`) as edited, in the report language.
 */
export async function analysisOfficeFile(
  user: User,
  id: string,
  format: keyof typeof FORMATS,
  options: ReportOptions = {},
): Promise<ReportFile> {
  const { input, item } = await buildReport(user, id, options);
  const { contentType, render } = FORMATS[format];
  return {
    bytes: await render(input),
    contentType,
    fileName: reportFileName(input, format),
    item,
  };
}
