import { grantsAccess, isEnterpriseTier } from '#shared/tiers';
import { createTeam, getTeam } from '#adapters/table/teams';
import { TeamWriteRefused, type Team } from '#adapters/table/team-items';
import { getUser, type User } from '#adapters/table/users';
import { effectiveStatus } from '#core/account';

/** The team of a pack's buyer, created when the pack is set up (or first used, for older accounts). */
export async function ensureOwnTeam(owner: User): Promise<Team> {
  if (owner.teamId) {
    const team = await getTeam(owner.teamId);
    if (team) return team;
  }
  const name = owner.reportProfile?.organisation || owner.email.split('@')[1] || owner.email;
  try {
    return await createTeam(owner, owner.reportProfile?.adviserName || owner.email, name);
  } catch (error) {
    // Two first requests at once: the other one created it.
    if (!(error instanceof TeamWriteRefused)) throw error;
    const again = await getUser(owner.id);
    const team = again?.teamId ? await getTeam(again.teamId) : undefined;
    if (!team) throw error;
    return team;
  }
}

/**
 * An owner of a pack who has no team yet (an account from before teams, or whose setup was
 * interrupted) gets one on their first request.
 */
export async function withOwnTeam(user: User): Promise<User> {
  if (user.teamId || !isEnterpriseTier(user.tier) || !grantsAccess(effectiveStatus(user))) return user;
  const team = await ensureOwnTeam(user);
  return { ...user, teamId: team.id, teamRole: 'owner' };
}
