const DAY_MS = 24 * 3600 * 1000;
/** "Active in the last 30 days": today and the 29 days before it (UTC). */
export const ACTIVE_WINDOW_DAYS = 30;

/** The UTC days of the activity window, oldest first. */
export function lastSeenWindow(now: Date): { since: string; days: string[] } {
  const days = Array.from({ length: ACTIVE_WINDOW_DAYS }, (_, i) =>
    new Date(now.getTime() - (ACTIVE_WINDOW_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  return { since: days[0]!, days };
}
