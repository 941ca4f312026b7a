import { planOf, type PlanId } from '#shared/plans';
import { randomUUID } from 'node:crypto';
import { joinTeam } from '#adapters/table/teams';
import { secretHash } from '#adapters/table/team-items';
import { putInvitation } from '#adapters/table/team-invitations';
import { createUser, findUserByEmail, updateUser } from '#adapters/table/users';
import { ensureOwnTeam } from '#core/teams';
import { hashPassword } from '#core/account/passwords';
import { config } from '#functions/config';
import type { NewUser } from '#adapters/table/users';

/** Demo accounts of the local stack (documented in the README). Never created in AWS. */
export const SEED_ACCOUNTS = [
  {
    email: 'conseiller@demo.local',
    password: 'demo-password-1',
    tier: 'conseiller_sst_pro',
    role: 'user',
    sourceInterface: 'conseiller',
  },
  {
    email: 'entreprise@demo.local',
    password: 'demo-password-1',
    tier: 'pack_entreprise_5',
    role: 'user',
    sourceInterface: 'enterprise',
  },
  {
    email: 'international@demo.local',
    password: 'demo-password-1',
    tier: 'professional',
    role: 'user',
    sourceInterface: 'international',
  },
  {
    email: 'admin@demo.local',
    password: 'admin-password-1',
    tier: 'conseiller_sst_pro',
    role: 'admin',
    sourceInterface: null,
  },
] as const;

/** Creates each seed account once; an existing one is left exactly as it is. Returns those created. */
export async function seedLocalAccounts(): Promise<string[]> {
  if (config().APP_ENV !== 'local') throw new Error('Seed accounts exist only in local mode');
  const created: string[] = [];
  const yearFromNow = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
  for (const account of SEED_ACCOUNTS) {
    const user: NewUser = {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      tier: account.tier,
      role: account.role,
      sourceInterface: account.sourceInterface,
      language: 'fr',
      emailVerified: true,
      subscriptionStatus: 'active',
      // A year of subscription: the annual price (what the admin's figures count).
      subscriptionEndDate: yearFromNow,
      billing: 'annual',
    };
    if (await createUser(user)) created.push(account.email);
  }
  if (created.includes(DEMO_MEMBER.ownerEmail)) created.push(await seedDemoMember());
  return created;
}

/** A member of the enterprise demo team, so the team pages and the team's reports have someone. */
export const DEMO_MEMBER = {
  email: 'membre@demo.local',
  password: 'demo-password-1',
  name: 'Marie Membre',
  ownerEmail: 'entreprise@demo.local',
} as const;

/** Joins the demo member the way an accepted invitation does (same transaction, same seat count). */
async function seedDemoMember(): Promise<string> {
  const owner = (await findUserByEmail(DEMO_MEMBER.ownerEmail))!;
  const team = await ensureOwnTeam(owner);
  const now = new Date();
  const invitation = {
    id: randomUUID(),
    teamId: team.id,
    name: DEMO_MEMBER.name,
    email: DEMO_MEMBER.email,
    role: 'member' as const,
    status: 'pending' as const,
    invitedAt: now.toISOString(),
    invitedBy: owner.id,
    validUntil: new Date(now.getTime() + 86400_000).toISOString(),
    tokenHash: secretHash(randomUUID()),
  };
  await putInvitation(invitation);
  const memberId = await joinTeam(invitation, planOf(owner.tier as PlanId).seats, {
    created: {
      email: DEMO_MEMBER.email,
      passwordHash: null,
      tier: owner.tier,
      role: 'user',
      sourceInterface: 'enterprise',
      language: 'fr',
      emailVerified: true,
      subscriptionStatus: 'expired',
      subscriptionEndDate: null,
    },
  });
  await updateUser(memberId, { passwordHash: await hashPassword(DEMO_MEMBER.password) });
  return DEMO_MEMBER.email;
}
