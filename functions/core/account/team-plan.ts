import { getTeam } from '#adapters/table/teams';
import { getUser, type User } from '#adapters/table/users';

/** The plan fields a team member uses: the owner's, who pays for every seat. */
const PLAN_FIELDS = [
  'tier',
  'subscriptionStatus',
  'subscriptionEndDate',
  'cancelAtPeriodEnd',
  'billing',
  'teamSeats',
] as const satisfies readonly (keyof User)[];

/**
 * The account as the server must judge it (sign-in and every request). A member (or a team's
 * visitor) has no subscription of their own: their plan is the team owner's, read each time, so an
 * owner's lapsed subscription closes the team at once and a member who leaves gets their own plan
 * back (nothing of theirs was overwritten).
 */
export async function withTeamPlan(user: User): Promise<User> {
  if (!user.teamId || user.teamRole === 'owner') return user;
  const team = await getTeam(user.teamId);
  const owner = team ? await getUser(team.ownerId) : undefined;
  if (!owner) return { ...user, teamId: undefined, teamRole: undefined };
  return { ...user, ...Object.fromEntries(PLAN_FIELDS.map((field) => [field, owner[field]])) };
}
