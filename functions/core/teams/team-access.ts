import { getMember, getTeam } from '#adapters/table/teams';
import { type Team, type TeamMemberRecord } from '#adapters/table/team-items';
import { getUser, type User } from '#adapters/table/users';
import { AppError } from '#core/errors';

export interface CallerTeam {
  team: Team;
  /** The caller's own member row (active: revoked members are untied from the team). */
  member: TeamMemberRecord;
  owner: User;
}

/** Owners and admins manage the team; members use it. */
const manages = (role: TeamMemberRecord['role']) => role === 'owner' || role === 'admin';

/**
 * The caller's team and role, read from the team itself (the account's own fields only say where
 * to look). 404 teamNotFound when the account is in no team or no longer in it.
 */
export async function callerTeam(user: Pick<User, 'id' | 'teamId'>): Promise<CallerTeam> {
  const team = user.teamId ? await getTeam(user.teamId) : undefined;
  const member = team ? await getMember(team.id, user.id) : undefined;
  const owner = team ? await getUser(team.ownerId) : undefined;
  if (!team || !member || member.status !== 'active' || !owner) throw new AppError(404, 'teamNotFound');
  return { team, member, owner };
}

/** As callerTeam, for the routes that change the team: owners and admins only (403 otherwise). */
export async function managedTeam(user: Pick<User, 'id' | 'teamId'>): Promise<CallerTeam> {
  const caller = await callerTeam(user);
  if (!manages(caller.member.role)) throw new AppError(403, 'forbidden');
  return caller;
}
