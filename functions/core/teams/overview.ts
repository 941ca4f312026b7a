import { grantsAccess } from '#shared/tiers';
import type { TeamOverview } from '#shared/schemas/teams';
import { teamContents } from '#adapters/table/teams';
import type { User } from '#adapters/table/users';
import { daysLeft, effectiveStatus } from '#core/account';
import { invitationStatus } from './invitations';
import { teamUsage } from './page-meter';
import { callerTeam } from './team-access';
import { teamAllowance } from './allowance';

/** The team management overview: seats, invitations, plan, status, days left and this month's use. */
export async function teamOverview(user: User, now = new Date()): Promise<TeamOverview> {
  const { team, member, owner } = await callerTeam(user);
  const { invitations } = await teamContents(team.id);
  const usage = await teamUsage(team.id, owner, now);
  return {
    role: member.role,
    team: {
      id: team.id,
      name: team.name,
      description: team.description,
      subscriptionTier: owner.tier as TeamOverview['team']['subscriptionTier'],
      maxMembers: teamAllowance(owner).seats,
      activeMembers: team.memberCount,
      pendingInvitations: invitations.filter((invitation) => invitationStatus(invitation, now) === 'pending')
        .length,
      isActive: grantsAccess(effectiveStatus(owner)),
      daysRemaining: daysLeft(owner.subscriptionEndDate, now.getTime()),
      billingCycle: owner.billing ?? null,
      createdAt: team.createdAt,
      subscriptionEndDate: owner.subscriptionEndDate,
      ...usage,
    },
  };
}
