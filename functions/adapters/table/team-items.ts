import { createHash } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { INVITATION_STATUSES, INVITE_ROLES, TEAM_ROLES, VISITOR_CODE_STATUSES } from '#shared/schemas/teams';
import { table } from './client';

/**
 * An enterprise team: one partition `TEAM#<id>` holds the team, its members, invitations and
 * visitor codes (listed with one query). Links and codes are found through pointer items keyed by
 * the SHA-256 of the secret, so a table read never yields a usable link or code.
 */
export const teamSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    ownerId: z.string(),
    name: z.string(),
    description: z.string(),
    /** Active members, owner included: the seat counter every join is conditioned on. */
    memberCount: z.number(),
    createdAt: z.string(),
  }),
);
export type Team = z.infer<typeof teamSchema>;

export const memberSchema = /* @__PURE__ */ schema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    status: z.enum(['active', 'revoked']),
    joinedAt: z.string(),
    revokedAt: z.string().optional(),
  }),
);
export type TeamMemberRecord = z.infer<typeof memberSchema>;

export const invitationSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    teamId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    status: z.enum(INVITATION_STATUSES),
    invitedAt: z.string(),
    invitedBy: z.string(),
    /** ISO; the link's end (status stays pending past it: readers call it expired). */
    validUntil: z.string(),
    tokenHash: z.string(),
  }),
);
export type InvitationRecord = z.infer<typeof invitationSchema>;

export const visitorCodeSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    teamId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    status: z.enum(VISITOR_CODE_STATUSES),
    createdAt: z.string(),
    createdBy: z.string(),
    validUntil: z.string(),
    lastUsedAt: z.string().nullable(),
    codeHash: z.string(),
  }),
);
export type VisitorCodeRecord = z.infer<typeof visitorCodeSchema>;

export const pointerSchema = /* @__PURE__ */ schema(() =>
  z.object({ teamId: z.string(), targetId: z.string() }),
);

export const secretHash = (raw: string) => createHash('sha256').update(raw).digest('base64url');

export const teamPk = (teamId: string) => `TEAM#${teamId}`;
export const teamKey = (teamId: string) => ({ pk: teamPk(teamId), sk: 'TEAM' });
export const memberKey = (teamId: string, userId: string) => ({ pk: teamPk(teamId), sk: `MEMBER#${userId}` });
export const invitationKey = (teamId: string, id: string) => ({ pk: teamPk(teamId), sk: `INVITATION#${id}` });
export const visitorKey = (teamId: string, id: string) => ({ pk: teamPk(teamId), sk: `VISITOR#${id}` });
export const invitePointerKey = (hash: string) => ({ pk: `INVITETOKEN#${hash}`, sk: 'INVITETOKEN' });
export const visitorPointerKey = (hash: string) => ({ pk: `VISITORCODE#${hash}`, sk: 'VISITORCODE' });
export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

/**
 * Pointers outlive their secret by this much, so a late click is told "expired", not "unknown"; the
 * invitations and visitor codes themselves too, so the team's lists show them expired for a while
 * before the table's TTL deletes them.
 */
export const POINTER_GRACE_SECONDS = 30 * 86400;
export const epochOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Why a team transaction was refused: the first condition that failed, by item. */
export class TeamWriteRefused extends Error {
  constructor(readonly reason: 'seats' | 'invitation' | 'member' | 'user' | 'email') {
    super(reason);
    this.name = 'TeamWriteRefused';
  }
}

/** Runs a transaction; a failed condition becomes TeamWriteRefused with the item it was on. */
export async function transact(
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  reasons: readonly TeamWriteRefused['reason'][],
): Promise<void> {
  try {
    await table().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const cancellation = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name !== 'TransactionCanceledException' || !cancellation) throw error;
    const failed = cancellation.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
    if (failed < 0) throw error;
    throw new TeamWriteRefused(reasons[failed]!);
  }
}
