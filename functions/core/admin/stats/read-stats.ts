import {
  CURRENCIES,
  STATUS_BUCKETS,
  TIER_BUCKETS,
  type AdminStats,
  type AdminUserRow,
} from '#shared/schemas/admin';
import { readFigures } from '#adapters/table/platform-stats';
import { latestUsers, type User } from '#adapters/table/users';
import { effectiveStatus } from '#core/account';
import { lastSeenWindow } from './window';

const LATEST_ACCOUNTS = 10;
const cents = (n: number) => Math.round(n) / 100;

export function adminUserRow(user: User): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    subscriptionTier: user.tier,
    subscriptionStatus: effectiveStatus(user),
    billingCycle: user.billing ?? null,
    analysisCount: user.analysisCount ?? 0,
    lastActivity: user.lastAccessAt ?? null,
    createdAt: user.createdAt,
  };
}

/** The admin dashboard's figures: two small reads of counters and the ten newest accounts, no scan. */
export async function adminStats(now = new Date()): Promise<AdminStats> {
  const window = lastSeenWindow(now);
  const [figures, latest] = await Promise.all([readFigures(window.since), latestUsers(LATEST_ACCOUNTS)]);
  const count = (name: string) => Math.max(0, figures.counters[name] ?? 0);
  const totalUsers = count('users');
  const totalAnalyses = count('analyses');
  const byCurrency = Object.fromEntries(
    CURRENCIES.map((currency) => {
      const arr = count(`arr_${currency}`);
      return [currency, { mrr: cents(arr / 12), arr: cents(arr) }];
    }),
  ) as AdminStats['stripeStats']['byCurrency'];
  return {
    success: true,
    stats: {
      totalUsers,
      usersByTier: Object.fromEntries(
        TIER_BUCKETS.map((b) => [b, count(`tier_${b}`)]),
      ) as AdminStats['stats']['usersByTier'],
      usersByStatus: Object.fromEntries(
        STATUS_BUCKETS.map((b) => [b, count(`status_${b}`)]),
      ) as AdminStats['stats']['usersByStatus'],
    },
    stripeStats: { ...byCurrency.CAD, currency: 'CAD', byCurrency },
    usageStats: {
      totalAnalyses,
      averageAnalysesPerUser: totalUsers ? Math.round((totalAnalyses / totalUsers) * 100) / 100 : 0,
      activeUsersLast30Days: window.days.reduce(
        (sum, day) => sum + Math.max(0, figures.lastSeen[day] ?? 0),
        0,
      ),
    },
    recentUsers: latest.map(adminUserRow),
    recountedAt: figures.recountedAt,
  };
}
