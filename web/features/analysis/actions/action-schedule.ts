import { OPEN_ACTION_STATUSES, type ActionStatus } from '#shared/schemas/workbench';

/** An action as far as its schedule goes. */
interface Scheduled {
  dueDate: string;
  status: ActionStatus;
}

/** Days ahead counted as "due soon" in the overview. */
export const DUE_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as a calendar date where the adviser is (not in UTC: late evening is still today). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isOpenAction(status: ActionStatus): boolean {
  return OPEN_ACTION_STATUSES.includes(status);
}

/** Whole days from today to a due date: negative once it has passed, 0 on the day. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Past due and not done. Worked out here rather than read from the server's flag, so an action
 * closed a moment ago stops being marked at once; the due day itself is not overdue.
 */
export function isOverdue(action: Scheduled, today: string): boolean {
  return isOpenAction(action.status) && daysUntil(action.dueDate, today) < 0;
}

export type DueBucket = 'overdue' | 'dueSoon' | 'later' | 'closed';
export const DUE_BUCKETS: readonly DueBucket[] = ['overdue', 'dueSoon', 'later', 'closed'];

export function dueBucket(action: Scheduled, today: string): DueBucket {
  if (!isOpenAction(action.status)) return 'closed';
  const days = daysUntil(action.dueDate, today);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'dueSoon' : 'later';
}

/** How many actions fall in each bucket (the overview's summary). */
export function countByBucket(actions: readonly Scheduled[], today: string): Record<DueBucket, number> {
  const counts: Record<DueBucket, number> = { overdue: 0, dueSoon: 0, later: 0, closed: 0 };
  for (const action of actions) counts[dueBucket(action, today)] += 1;
  return counts;
}

/** Soonest due first; one date's actions in a fixed order (by title), so a list never reshuffles. */
export function byDueDate<T extends Scheduled & { title: string; id: string }>(actions: readonly T[]): T[] {
  return [...actions].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
}
