import type { PublicUser } from '#shared/schemas/auth';
import { isEnterpriseTier } from '#shared/tiers';

/** The caller's place in the team: a member role, or a visitor let in by access code (read-only). */
export type DashboardRole = NonNullable<PublicUser['teamRole']>;

/**
 * The caller's team role, as the auth check reports it. An enterprise account it names no role
 * for (a platform admin) counts as a plain member: the least rights (the server decides anyway).
 */
export function dashboardRole(user: PublicUser): DashboardRole {
  return user.teamRole ?? 'member';
}

/** Who opens the dashboard: enterprise packs, a team's visitors, and platform admins. */
export function opensDashboard(user: PublicUser): boolean {
  return user.role === 'admin' || isEnterpriseTier(user.tier) || dashboardRole(user) === 'visitor';
}

/** What the dashboard offers a role. */
export interface DashboardAccess {
  /** A visitor reads and downloads reports: no new analysis, no selection, no delete. */
  readOnly: boolean;
  /** The owner and admins see the team's member list (the author filter's choices). */
  managesTeam: boolean;
}

export function dashboardAccess(role: DashboardRole): DashboardAccess {
  return { readOnly: role === 'visitor', managesTeam: role === 'owner' || role === 'admin' };
}
