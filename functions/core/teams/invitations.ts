import { randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  PENDING_INVITATIONS_PER_FREE_SEAT,
  type InvitationStatus,
  type InvitationVerify,
  type InviteRequest,
  type TeamInvitation,
} from '#shared/schemas/teams';
import { sendMail } from '#adapters/mail';
import { joinTeam, teamContents } from '#adapters/table/teams';
import { secretHash, TeamWriteRefused, type InvitationRecord } from '#adapters/table/team-items';
import {
  closeInvitation,
  getInvitation,
  invitationByToken,
  putInvitation,
  renewInvitation,
} from '#adapters/table/team-invitations';
import { issueToken } from '#adapters/table/tokens';
import { findUserByEmail, getUser, type User } from '#adapters/table/users';
import { config } from '#functions/config';
import { AppError, filledError, notFound } from '#core/errors';
import { managedTeam, type CallerTeam } from './team-access';
import { invitationMail } from './team-mails';
import { teamAllowance } from './allowance';
import { getTeam } from '#adapters/table/teams';

/** How long the password link of a newly created member works. */
const SET_PASSWORD_TTL_SECONDS = 24 * 3600;

/** What an invitation is now: a pending one past its end is expired, whatever is stored. */
export function invitationStatus(invitation: InvitationRecord, now = new Date()): InvitationStatus {
  if (invitation.status === 'pending' && invitation.validUntil <= now.toISOString()) return 'expired';
  return invitation.status;
}

export function toInvitation(record: InvitationRecord, now = new Date()): TeamInvitation {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    role: record.role,
    status: invitationStatus(record, now),
    invitedAt: record.invitedAt,
    expiresAt: record.validUntil,
  };
}

const validUntil = (now = new Date()) =>
  new Date(now.getTime() + INVITATION_TTL_DAYS * 86400_000).toISOString();

async function mailInvitation(
  caller: CallerTeam,
  invitation: InvitationRecord,
  token: string,
): Promise<void> {
  const link = `${config().APP_ORIGIN}/accept-team-invitation?token=${encodeURIComponent(token)}`;
  await sendMail(
    invitationMail(
      {
        to: invitation.email,
        team: caller.team.name,
        inviter: caller.member.name,
        inviterEmail: caller.member.email,
        role: invitation.role,
        link,
        validUntil: invitation.validUntil,
      },
      // The team's language is its owner's preferred one (the profile sets it).
      caller.owner.language,
    ),
  );
}

export async function listInvitations(user: User): Promise<TeamInvitation[]> {
  const caller = await managedTeam(user);
  const { invitations } = await teamContents(caller.team.id);
  return invitations
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt))
    .map((invitation) => toInvitation(invitation));
}

/**
 * Invites a person by e-mail. Invitations hold no seat (people decline or never answer): the seat
 * is taken when one is accepted. To keep invitations meaningful, at most two per seat left may
 * wait at once, and an address already in the team or already invited is refused.
 */
export async function invite(
  user: User,
  request: InviteRequest,
  language: InvitationLanguage,
): Promise<TeamInvitation> {
  const caller = await managedTeam(user);
  const { members, invitations } = await teamContents(caller.team.id);
  if (members.some((member) => member.status === 'active' && member.email === request.email))
    throw new AppError(409, 'alreadyMember');
  const pending = invitations.filter((invitation) => invitationStatus(invitation) === 'pending');
  if (pending.some((invitation) => invitation.email === request.email))
    throw new AppError(409, 'invitationPending');
  const { seats } = teamAllowance(caller.owner);
  const freeSeats = seats - caller.team.memberCount;
  if (freeSeats <= 0) throw filledError(409, 'teamFull', language, { seats });
  const limit = freeSeats * PENDING_INVITATIONS_PER_FREE_SEAT;
  if (pending.length >= limit) throw filledError(409, 'tooManyPendingInvitations', language, { limit });

  const token = randomBytes(32).toString('base64url');
  const invitation: InvitationRecord = {
    id: randomUUID(),
    teamId: caller.team.id,
    name: request.name,
    email: request.email,
    role: request.role,
    status: 'pending',
    invitedAt: new Date().toISOString(),
    invitedBy: user.id,
    validUntil: validUntil(),
    tokenHash: secretHash(token),
  };
  await putInvitation(invitation);
  await mailInvitation(caller, invitation, token);
  return toInvitation(invitation);
}

type InvitationLanguage = Parameters<typeof filledError>[2];

/** A new link and a new week for a pending (or lapsed) invitation; the old link stops working. */
export async function resendInvitation(user: User, id: string): Promise<TeamInvitation> {
  const caller = await managedTeam(user);
  const invitation = await getInvitation(caller.team.id, id);
  if (!invitation) throw notFound();
  if (invitation.status !== 'pending') throw new AppError(409, 'invitationNotPending');
  const token = randomBytes(32).toString('base64url');
  const renewed = { ...invitation, tokenHash: secretHash(token), validUntil: validUntil() };
  try {
    await renewInvitation(invitation, renewed.tokenHash, renewed.validUntil);
  } catch (error) {
    if (error instanceof TeamWriteRefused) throw new AppError(409, 'invitationNotPending');
    throw error;
  }
  await mailInvitation(caller, renewed, token);
  return toInvitation(renewed);
}

export async function cancelInvitation(user: User, id: string): Promise<void> {
  const caller = await managedTeam(user);
  const invitation = await getInvitation(caller.team.id, id);
  if (!invitation) throw notFound();
  if (!(await closeInvitation(invitation, 'cancelled'))) throw new AppError(409, 'invitationNotPending');
}

/** The invitation behind a link, as its page shows it; 404 for a link that leads nowhere. */
export async function verifyInvitation(token: string): Promise<InvitationVerify> {
  const invitation = await invitationByToken(token);
  const team = invitation ? await getTeam(invitation.teamId) : undefined;
  const owner = team ? await getUser(team.ownerId) : undefined;
  if (!invitation || !team || !owner) throw new AppError(404, 'invitationNotFound');
  const inviter = (await getUser(invitation.invitedBy)) ?? owner;
  const { members } = await teamContents(team.id);
  const inviterName = members.find((member) => member.userId === inviter.id)?.name ?? inviter.email;
  return {
    teamName: team.name,
    inviterName,
    inviterEmail: inviter.email,
    email: invitation.email,
    role: invitation.role,
    subscriptionTier: owner.tier as InvitationVerify['subscriptionTier'],
    expiresAt: invitation.validUntil,
    status: invitationStatus(invitation),
    isExistingUser: Boolean(await findUserByEmail(invitation.email)),
  };
}

/** The 409 that says why an invitation cannot be acted on. */
function notActionable(status: InvitationStatus): AppError {
  const code = {
    expired: 'invitationExpired',
    accepted: 'invitationAlreadyAccepted',
    declined: 'invitationDeclined',
    cancelled: 'invitationCancelled',
    pending: 'invitationNotPending',
  } as const;
  return new AppError(409, code[status]);
}

async function actionableInvitation(token: string): Promise<InvitationRecord> {
  const invitation = await invitationByToken(token);
  if (!invitation) throw new AppError(404, 'invitationNotFound');
  const status = invitationStatus(invitation);
  if (status !== 'pending') throw notActionable(status);
  return invitation;
}

export interface Accepted {
  needsPasswordSetup: boolean;
  passwordToken: string | null;
  redirectTo: string;
}

/**
 * Accepts an invitation. The link proves the address: an existing account joins the team; a new
 * person gets an account (verified, no password yet) and a one-day link to set a password. The
 * seat is taken in the same transaction (teamFull when the last one went first).
 */
export async function acceptInvitation(token: string, language: InvitationLanguage): Promise<Accepted> {
  const invitation = await actionableInvitation(token);
  const team = await getTeam(invitation.teamId);
  const owner = team ? await getUser(team.ownerId) : undefined;
  if (!team || !owner) throw new AppError(404, 'invitationNotFound');
  const { seats } = teamAllowance(owner);
  const existing = await findUserByEmail(invitation.email);
  if (existing?.teamId) throw new AppError(409, 'alreadyInTeam');
  let userId: string;
  try {
    userId = await joinTeam(invitation, seats, {
      ...(existing
        ? { existing }
        : {
            created: {
              email: invitation.email,
              passwordHash: null,
              tier: owner.tier,
              role: 'user',
              sourceInterface: 'enterprise',
              language: owner.language,
              emailVerified: true,
              // A member's plan is the owner's (withTeamPlan); alone, the account has none.
              subscriptionStatus: 'expired',
              subscriptionEndDate: null,
            },
          }),
    });
  } catch (error) {
    if (!(error instanceof TeamWriteRefused)) throw error;
    if (error.reason === 'seats') throw filledError(409, 'teamFull', language, { seats });
    if (error.reason === 'user' || error.reason === 'email') throw new AppError(409, 'alreadyInTeam');
    if (error.reason === 'member') throw new AppError(409, 'alreadyMember');
    const now = await getInvitation(invitation.teamId, invitation.id);
    throw notActionable(now ? invitationStatus(now) : 'expired');
  }
  if (existing?.passwordHash)
    return { needsPasswordSetup: false, passwordToken: null, redirectTo: '/dashboard' };
  const passwordToken = await issueToken('setPassword', userId, SET_PASSWORD_TTL_SECONDS);
  return { needsPasswordSetup: true, passwordToken, redirectTo: '/dashboard' };
}

export async function declineInvitation(token: string): Promise<void> {
  const invitation = await actionableInvitation(token);
  if (!(await closeInvitation(invitation, 'declined'))) {
    const now = await getInvitation(invitation.teamId, invitation.id);
    throw notActionable(now ? invitationStatus(now) : 'expired');
  }
}
