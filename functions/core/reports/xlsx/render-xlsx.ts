import ExcelJS from 'exceljs';
import type { ReportInput } from '../pdf/types';
import { keptActions, keptRisks } from '../office/content';
import { officeLabels } from '../office/labels';
import { addActionPlan } from './action-sheet';
import { addRiskRegister } from './register-sheet';

/**
 * The risk register and the action plan as an Excel workbook, in the analysis's language, from the
 * same input as the PDF: only the kept risks and their actions.
 */
export async function renderXlsx(input: ReportInput): Promise<Uint8Array> {
  const { language, labels } = officeLabels(input.analysis.language);
  const risks = keptRisks(input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'RisqueVision';
  workbook.title = `${labels.title} — ${input.meta.area}`;
  addRiskRegister(workbook, risks, labels, language);
  addActionPlan(workbook, keptActions(input, risks), risks, labels);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
