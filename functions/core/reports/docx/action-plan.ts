import type { Paragraph, Table } from 'docx';
import type { Risk } from '#shared/schemas/analysis';
import { formatDate } from '../pdf/cover';
import type { ReportAction } from '../pdf/types';
import type { OfficeLabels } from '../office/labels';
import { MUTED, heading, paragraph, table } from './blocks';

/** The corrective actions of the kept risks, by due date: who does what by when, and where it stands. */
export function actionPlanBlocks(
  actions: readonly ReportAction[],
  risks: readonly Risk[],
  labels: OfficeLabels,
  width: number,
): (Paragraph | Table)[] {
  const titles = new Map(risks.map((risk) => [risk.riskId, risk.title]));
  const columns = labels.office.columns;
  const rows = actions.map((action) => [
    `${action.riskId} — ${titles.get(action.riskId) ?? ''}`,
    action.title,
    action.ownerName,
    formatDate(action.dueDate, labels.locale),
    labels.office.statuses[action.status],
    action.closureNote,
  ]);
  return [
    heading(labels.office.actionPlanTitle, 1, true),
    actions.length === 0
      ? paragraph(labels.office.noActions, { color: MUTED })
      : table(
          [columns.risk, columns.action, columns.owner, columns.dueDate, columns.status, columns.closureNote],
          rows,
          [2.4, 3, 1.6, 1.5, 1.2, 2.4],
          width,
        ),
  ];
}
