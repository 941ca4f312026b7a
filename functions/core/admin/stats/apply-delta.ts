import { addToLastSeenDay, addToTotals, type Counters } from '#adapters/table/platform-stats';
import { addToAnalysisCount } from '#adapters/table/users';
import type { FiguresDelta } from './figures';

/** The totals item's counter names (functions/adapters/table/platform-stats.ts). */
export function countersOf(
  delta: Pick<FiguresDelta, 'users' | 'analyses' | 'tiers' | 'statuses' | 'arr'>,
): Counters {
  return {
    users: delta.users,
    analyses: delta.analyses,
    ...Object.fromEntries(Object.entries(delta.tiers).map(([bucket, n]) => [`tier_${bucket}`, n ?? 0])),
    ...Object.fromEntries(Object.entries(delta.statuses).map(([bucket, n]) => [`status_${bucket}`, n ?? 0])),
    ...Object.fromEntries(Object.entries(delta.arr).map(([currency, n]) => [`arr_${currency}`, n ?? 0])),
  };
}

/** Writes a batch's additions: one update of the totals, one per day and per author touched. */
export async function applyFiguresDelta(delta: FiguresDelta): Promise<void> {
  await Promise.all([
    addToTotals(countersOf(delta)),
    ...Object.entries(delta.lastSeen).map(([day, n]) => addToLastSeenDay(day, n)),
    ...Object.entries(delta.analysesByUser)
      .filter(([, n]) => n !== 0)
      .map(([userId, n]) => addToAnalysisCount(userId, n)),
  ]);
}
