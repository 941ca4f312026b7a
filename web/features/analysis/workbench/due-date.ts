import type { RiskLevel } from '#shared/schemas/analysis';
import { DUE_DAYS_BY_LEVEL } from '#shared/schemas/workbench';

/** The default due date (YYYY-MM-DD, the browser's calendar) of an action on a risk of `level` created `today`. */
export function defaultDueDate(level: RiskLevel, today: Date): string {
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + DUE_DAYS_BY_LEVEL[level]);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}
