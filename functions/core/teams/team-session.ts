import type { ActiveSession } from '#core/account';
import { withOwnTeam } from './own-team';
import { visitorStillAdmitted } from './visitors';

/**
 * The session as every route must judge it: a visitor's only while its code stands; a pack's
 * owner with their team (members already carry the owner's plan: resolveSession).
 */
export async function withTeam(session: ActiveSession | null): Promise<ActiveSession | null> {
  if (!session) return null;
  if (!(await visitorStillAdmitted(session))) return null;
  return { ...session, user: await withOwnTeam(session.user) };
}
