import type { User } from '#adapters/table/users';
import { AppError } from '#core/errors';
import type { ActiveSession } from './auth';

/**
 * The account a session signs in: a team's visitor passes the `user` audience but has no account
 * of its own, so its profile, sessions and sign-in settings do not exist (403 visitorReadOnly).
 */
export function ownAccount(session: ActiveSession): User {
  if (session.visitor) throw new AppError(403, 'visitorReadOnly');
  return session.user;
}
