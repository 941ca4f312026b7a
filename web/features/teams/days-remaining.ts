/**
 * How close the subscription's end is, from the whole days left: comfortable above 30 days,
 * soon above 7, imminent otherwise, expired at 0 or below; unknown while the server has no date.
 */
export type DaysRemainingState = 'comfortable' | 'soon' | 'imminent' | 'expired' | 'unknown';

export function daysRemainingState(days: number | null): DaysRemainingState {
  if (days === null) return 'unknown';
  if (days <= 0) return 'expired';
  if (days > 30) return 'comfortable';
  if (days > 7) return 'soon';
  return 'imminent';
}
