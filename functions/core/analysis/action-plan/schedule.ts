import {
  DUE_DAYS_BY_LEVEL,
  OPEN_ACTION_STATUSES,
  REMINDER_DAYS_BEFORE,
  type ActionStatus,
} from '#shared/schemas/workbench';
import type { RiskLevel } from '#shared/schemas/analysis';

/** Calendar dates as `YYYY-MM-DD`, in UTC (a reminder a few hours early or late is harmless). */
export function isoDay(time: number | Date = Date.now()): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000);
}

/** The default due date of an action on a risk of `level` created on `today`. */
export function defaultDueDate(level: RiskLevel, today: string): string {
  return addDays(today, DUE_DAYS_BY_LEVEL[level]);
}

export function isOpen(status: ActionStatus): boolean {
  return OPEN_ACTION_STATUSES.includes(status);
}

/** Past its due date and not done. */
export function isOverdue(action: { status: ActionStatus; dueDate: string }, today: string): boolean {
  return isOpen(action.status) && action.dueDate < today;
}

/**
 * The date the next reminder of an action is due to go, or null when none is left: one the day
 * before the due date, one on the first day it is overdue; none once the action is done.
 */
export function nextReminderDate(action: {
  status: ActionStatus;
  dueDate: string;
  remindedBefore: string | null;
  remindedOverdue: string | null;
}): string | null {
  if (!isOpen(action.status)) return null;
  if (!action.remindedBefore) return addDays(action.dueDate, -REMINDER_DAYS_BEFORE);
  if (!action.remindedOverdue) return addDays(action.dueDate, 1);
  return null;
}
