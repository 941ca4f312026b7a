import type { User } from '#adapters/table/users';
import { grantsAccess } from '#shared/tiers';
import { effectiveStatus } from '#core/account';

/** Days an ended account's data is kept before the purge deletes it (the privacy policy's promise). */
export const PURGE_AFTER_DAYS = 30;

const DAY_MS = 86_400_000;

/** Accounts that ended before this time are past their retention. */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - PURGE_AFTER_DAYS * DAY_MS);
}

/**
 * When the account stopped giving access, judged on its own plan; null while it gives access or
 * must not be purged (docs/adr/0018-data-lifecycle.md):
 * - a platform administrator is never purged;
 * - an active or trial subscription (one whose end date has not lapsed) gives access;
 * - past_due is not ended: the payment provider is still collecting, and its terminal event
 *   (canceled or expired) comes with the end date;
 * - a canceled or expired subscription ended on its end date;
 * - an account without an end date never had a subscription of its own (a member invited by an
 *   enterprise customer): it ended when it was last used (or created, when never used).
 * A team member's account is judged on the team too: the caller keeps it while the team exists.
 */
export function accountEndedAt(user: User, now: Date): Date | null {
  if (user.role === 'admin') return null;
  const status = effectiveStatus(user, now.getTime());
  if (grantsAccess(status) || status === 'past_due') return null;
  if (user.subscriptionEndDate) return new Date(user.subscriptionEndDate);
  return new Date(Math.max(Date.parse(user.createdAt), Date.parse(user.lastAccessAt ?? user.createdAt)));
}

/**
 * Whether the account ended more than PURGE_AFTER_DAYS before `now`. An account created within
 * that time cannot have ended before it: a date that says otherwise is not trusted.
 */
export function isPastRetention(user: User, now: Date): boolean {
  const cutoff = purgeCutoff(now);
  const ended = accountEndedAt(user, now);
  return ended !== null && ended < cutoff && new Date(user.createdAt) < cutoff;
}
