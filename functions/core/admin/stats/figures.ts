import type { StatusBucket, TierBucket } from '#shared/schemas/admin';
import type { Contribution } from './contribution';

/** Additions to the platform's counters; negative numbers take away. */
export interface FiguresDelta {
  users: number;
  analyses: number;
  tiers: Partial<Record<TierBucket, number>>;
  statuses: Partial<Record<StatusBucket, number>>;
  /** ARR in cents per currency. */
  arr: Partial<Record<'CAD' | 'USD', number>>;
  /** Accounts whose last activity is on that day (YYYY-MM-DD): a day histogram of last activity. */
  lastSeen: Record<string, number>;
  /** Analyses per author. */
  analysesByUser: Record<string, number>;
}

export const emptyDelta = (): FiguresDelta => ({
  users: 0,
  analyses: 0,
  tiers: {},
  statuses: {},
  arr: {},
  lastSeen: {},
  analysesByUser: {},
});

const add = <K extends string>(record: Partial<Record<K, number>>, key: K, amount: number) => {
  record[key] = (record[key] ?? 0) + amount;
};

/** Adds (sign 1) or takes away (sign -1) one account's contribution. */
export function addContribution(delta: FiguresDelta, contribution: Contribution, sign: 1 | -1): void {
  delta.users += sign;
  add(delta.tiers, contribution.tier, sign);
  add(delta.statuses, contribution.status, sign);
  if (contribution.arr) add(delta.arr, contribution.arr.currency, sign * contribution.arr.cents);
  if (contribution.lastSeenDay) add(delta.lastSeen, contribution.lastSeenDay, sign);
}

export function addAnalysis(delta: FiguresDelta, userId: string, sign: 1 | -1): void {
  delta.analyses += sign;
  add(delta.analysesByUser, userId, sign);
}
