import type { PublicUser } from '#shared/schemas/auth';
import type { SubscriptionStatus } from '#shared/tiers';
import type { User } from '#adapters/table/users';

const DAY_MS = 24 * 3600 * 1000;

/** Whole days until the end date, never negative; null when there is no end date. */
export function daysLeft(endDate: string | null, now = Date.now()): number | null {
  if (!endDate) return null;
  return Math.max(0, Math.ceil((Date.parse(endDate) - now) / DAY_MS));
}

/** Days a subscription stays usable past its end date while the provider retries a renewal. */
const RENEWAL_GRACE_DAYS = 3;

/**
 * The status the product acts on. The provider's events set it; a subscription whose end
 * date is well past without a renewal event is treated as expired, so a missed webhook
 * never leaves an account open for ever.
 */
export function effectiveStatus(
  user: Pick<User, 'subscriptionStatus' | 'subscriptionEndDate'>,
  now = Date.now(),
): SubscriptionStatus {
  const { subscriptionStatus: status, subscriptionEndDate: end } = user;
  if (
    (status === 'active' || status === 'trial') &&
    end &&
    Date.parse(end) + RENEWAL_GRACE_DAYS * DAY_MS < now
  ) {
    return 'expired';
  }
  return status;
}

/**
 * What the browser may know of a user: never the password hash or keys. `visitor`: the session is a
 * team visitor's (read-only, no account of their own).
 */
export function toPublicUser(user: User, visitor = false): PublicUser {
  return {
    id: user.id,
    email: user.email,
    tier: user.tier,
    role: user.role,
    sourceInterface: user.sourceInterface,
    emailVerified: user.emailVerified,
    subscriptionStatus: effectiveStatus(user),
    subscriptionEndDate: user.subscriptionEndDate,
    daysLeft: daysLeft(user.subscriptionEndDate),
    // Shown by the navigation only; the server checks the team itself on every team route.
    teamRole: visitor ? 'visitor' : (user.teamRole ?? null),
  };
}
