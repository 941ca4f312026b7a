import type { TeamMember } from '#shared/schemas/teams';
import { revokeUserSessions } from '#adapters/table/sessions';
import { getMember, revokeMembership, setMemberRole, teamContents } from '#adapters/table/teams';
import { TeamWriteRefused } from '#adapters/table/team-items';
import { getUser, type User } from '#adapters/table/users';
import { AppError, notFound } from '#core/errors';
import { managedTeam } from './team-access';

/** Members, owner first, then by name; last access from each account. */
export async function listMembers(user: User): Promise<TeamMember[]> {
  const caller = await managedTeam(user);
  const { members } = await teamContents(caller.team.id);
  const accounts = await Promise.all(members.map((member) => getUser(member.userId)));
  const rank = { owner: 0, admin: 1, member: 2 } as const;
  return members
    .map((member, index) => ({
      id: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      status: member.status,
      joinedAt: member.joinedAt,
      lastAccessAt: member.status === 'active' ? (accounts[index]?.lastAccessAt ?? null) : null,
    }))
    .sort(
      (a, b) =>
        Number(a.status === 'revoked') - Number(b.status === 'revoked') ||
        rank[a.role] - rank[b.role] ||
        a.name.localeCompare(b.name),
    );
}

/**
 * Ends a member's access at once and for good: the seat is freed, the account is untied from the
 * team and every session of it is deleted, so its next request is refused. The owner cannot be
 * revoked, and nobody revokes themselves here.
 */
export async function revokeMember(user: User, memberId: string): Promise<void> {
  const caller = await managedTeam(user);
  const member = await getMember(caller.team.id, memberId);
  if (!member) throw notFound();
  if (member.role === 'owner') throw new AppError(403, 'ownerCannotBeRevoked');
  if (member.userId === user.id) throw new AppError(403, 'cannotRevokeSelf');
  if (member.status !== 'active') throw new AppError(409, 'memberNotActive');
  try {
    await revokeMembership(caller.team.id, member.userId);
  } catch (error) {
    if (error instanceof TeamWriteRefused) throw new AppError(409, 'memberNotActive');
    throw error;
  }
  await revokeUserSessions(member.userId);
}

/** Owners and admins make members admins or back; the owner's role is fixed. */
export async function changeMemberRole(
  user: User,
  memberId: string,
  role: 'admin' | 'member',
): Promise<void> {
  const caller = await managedTeam(user);
  const member = await getMember(caller.team.id, memberId);
  if (!member) throw notFound();
  if (member.role === 'owner') throw new AppError(403, 'ownerRoleFixed');
  if (member.status !== 'active') throw new AppError(409, 'memberNotActive');
  try {
    await setMemberRole(caller.team.id, member.userId, role);
  } catch (error) {
    if (error instanceof TeamWriteRefused) throw new AppError(409, 'memberNotActive');
    throw error;
  }
}

/** The team's members by account id, as a team's reports name their authors. */
export async function teamAuthors(
  teamId: string,
): Promise<Map<string, { id: string; name: string; email: string }>> {
  const { members } = await teamContents(teamId);
  return new Map(
    members.map((member) => [member.userId, { id: member.userId, name: member.name, email: member.email }]),
  );
}
