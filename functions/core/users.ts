import type { PublicUser } from '../../shared/schemas/auth';
import type { UserItem } from '../adapters/table/users';

const DAY_MS = 24 * 3600 * 1000;

/** Whole days until the end date, never negative; null when there is no end date. */
export function daysLeft(endDate: string | null, now = Date.now()): number | null {
  if (!endDate) return null;
  return Math.max(0, Math.ceil((Date.parse(endDate) - now) / DAY_MS));
}

/** What the browser may know of a user: never the password hash or keys. */
export function toPublicUser(user: UserItem): PublicUser {
  return {
    id: user.id,
    email: user.email,
    tier: user.tier,
    role: user.role,
    sourceInterface: user.sourceInterface,
    emailVerified: user.emailVerified,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate,
    daysLeft: daysLeft(user.subscriptionEndDate),
  };
}
