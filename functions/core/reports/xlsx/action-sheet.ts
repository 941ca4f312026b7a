import type { Workbook } from 'exceljs';
import type { Risk } from '#shared/schemas/analysis';
import type { ReportAction } from '../pdf/types';
import type { OfficeLabels } from '../office/labels';
import { addSheet, dateCell, type CellInput, type Column } from './sheet';

/** "Action plan": one row per corrective action of a kept risk, by due date; dates are date cells. */
export function addActionPlan(
  workbook: Workbook,
  actions: readonly ReportAction[],
  risks: readonly Risk[],
  labels: OfficeLabels,
): void {
  const { columns, statuses } = labels.office;
  const titles = new Map(risks.map((risk) => [risk.riskId, risk.title]));
  const header: Column[] = [
    { header: columns.riskId, width: 12 },
    { header: columns.riskTitle, width: 36 },
    { header: columns.action, width: 50 },
    { header: columns.owner, width: 24 },
    { header: columns.dueDate, width: 14, kind: 'date' },
    { header: columns.status, width: 16 },
    { header: columns.closureNote, width: 44 },
    { header: columns.closedAt, width: 14, kind: 'date' },
  ];
  const rows: CellInput[][] = actions.map((action) => [
    action.riskId,
    titles.get(action.riskId) ?? '',
    action.title,
    action.ownerName,
    dateCell(action.dueDate),
    statuses[action.status],
    action.closureNote,
    dateCell(action.closedAt),
  ]);
  addSheet(workbook, labels.office.actionPlanTitle, header, rows);
}
