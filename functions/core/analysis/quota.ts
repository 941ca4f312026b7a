import { planOf, PLAN_IDS, type PlanId } from '#shared/plans';
import { markQuotaRefunded, type Analysis } from '#adapters/table/analyses';
import { readQuota, returnQuota, takeQuota } from '#adapters/table/quotas';
import type { User } from '#adapters/table/users';
import { metrics, METRIC, MetricUnit } from '#functions/observability';
import { AppError } from '#core/errors';
import { returnTeamPages } from '#core/teams';

/** Analyses a day, whatever the plan: protects the service from a runaway client or script. */
export const DAILY_ANALYSIS_CAP = 50;

export interface TakenQuota {
  /** The counters a unit was taken from, stored on the analysis for a later refund. */
  keys: string[];
  /** Gives the units back at once, when the analysis could not even be recorded. */
  giveBack: () => Promise<void>;
}

function refused(period: 'day' | 'month', limit: number): AppError {
  metrics.addMetric(METRIC.quotaRefusals, MetricUnit.Count, 1);
  return new AppError(429, 'quotaExceeded', { quotaExceeded: true, period, limit });
}

/**
 * Takes one analysis from the user's monthly plan quota (international essential 10,
 * professional 50) and the daily cap; answers 429 quotaExceeded when either is used up.
 */
export async function takeAnalysisQuota(user: User, now = new Date()): Promise<TakenQuota> {
  const day = now.toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const plan = (PLAN_IDS as readonly string[]).includes(user.tier) ? planOf(user.tier as PlanId) : null;
  const monthly = user.role === 'admin' ? null : (plan?.analysesPerMonth ?? null);
  const dailyKey = `${user.id}#day#${day}`;
  const monthlyKey = `${user.id}#month#${month}`;

  if (!(await takeQuota(dailyKey, DAILY_ANALYSIS_CAP, 2 * 86400))) throw refused('day', DAILY_ANALYSIS_CAP);
  // Every plan's month is counted (the profile shows it); only a plan with a monthly quota is refused.
  if (!(await takeQuota(monthlyKey, monthly ?? Number.MAX_SAFE_INTEGER, 40 * 86400))) {
    await returnQuota(dailyKey);
    throw refused('month', monthly!);
  }
  const keys = [dailyKey, monthlyKey];
  return { keys, giveBack: () => returnUnits(keys) };
}

/** Analyses the user started this calendar month (UTC), refunded ones excepted. */
export async function analysesThisMonth(user: Pick<User, 'id'>, now = new Date()): Promise<number> {
  return readQuota(`${user.id}#month#${now.toISOString().slice(0, 7)}`);
}

async function returnUnits(keys: readonly string[]): Promise<void> {
  for (const key of keys) await returnQuota(key);
}

/**
 * Gives an analysis's quota unit back after a platform failure (a crash, the last attempt
 * failing on our side, a job that could not be queued), exactly once whoever calls it. A
 * failure caused by the user's own file (not what its name says, missing) keeps the unit:
 * the analysis ran and the same file would fail again.
 */
export async function refundAnalysisQuota(item: Analysis): Promise<void> {
  if (!item.quotaKeys?.length && !item.teamPages) return;
  if (!(await markQuotaRefunded(item.id))) return;
  await returnUnits(item.quotaKeys ?? []);
  if (item.teamPages) await returnTeamPages(item.teamPages);
}
