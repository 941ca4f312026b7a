import { planOf, PLAN_IDS, type PlanId } from '../../shared/plans';
import { returnQuota, takeQuota } from '../adapters/table/quotas';
import type { UserItem } from '../adapters/table/users';
import { AppError } from './errors';

/** Analyses a day, whatever the plan: protects the service (the spec's "daily quota of 50"). */
export const DAILY_ANALYSIS_CAP = 50;

/**
 * Takes one analysis from the user's monthly plan quota (international essential 10,
 * professional 50) and the daily cap; answers 429 quotaExceeded when either is used up.
 * Returns a function that gives both back if the analysis could not be queued.
 */
export async function takeAnalysisQuota(user: UserItem, now = new Date()): Promise<() => Promise<void>> {
  const day = now.toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const plan = (PLAN_IDS as readonly string[]).includes(user.tier) ? planOf(user.tier as PlanId) : null;
  const monthly = user.role === 'admin' ? null : (plan?.analysesPerMonth ?? null);
  const dailyKey = `${user.id}#day#${day}`;
  const monthlyKey = `${user.id}#month#${month}`;

  if (!(await takeQuota(dailyKey, DAILY_ANALYSIS_CAP, 2 * 86400))) {
    throw new AppError(429, 'quotaExceeded', {
      quotaExceeded: true,
      period: 'day',
      limit: DAILY_ANALYSIS_CAP,
    });
  }
  if (monthly !== null && !(await takeQuota(monthlyKey, monthly, 40 * 86400))) {
    await returnQuota(dailyKey);
    throw new AppError(429, 'quotaExceeded', { quotaExceeded: true, period: 'month', limit: monthly });
  }
  return async () => {
    await returnQuota(dailyKey);
    if (monthly !== null) await returnQuota(monthlyKey);
  };
}
