import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { INVITATION_STATUSES, INVITE_ROLES, TEAM_ROLES, VISITOR_CODE_STATUSES } from '#shared/schemas/teams';
import { deleteItems, deletePartition } from './batch';
import { fromRow, nowSeconds, nullWhenConditionFails, table, tableName } from './client';
import { newUserItems, type NewUser, type User } from './users';

/**
 * An enterprise team: one partition `TEAM#<id>` holds the team, its members, invitations and
 * visitor codes (listed with one query). Links and codes are found through pointer items keyed by
 * the SHA-256 of the secret, so a table read never yields a usable link or code.
 */
const teamSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Active members, owner included: the seat counter every join is conditioned on. */
  memberCount: z.number(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(['active', 'revoked']),
  joinedAt: z.string(),
  revokedAt: z.string().optional(),
});
export type TeamMemberRecord = z.infer<typeof memberSchema>;

const invitationSchema = z.object({
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
});
export type InvitationRecord = z.infer<typeof invitationSchema>;

const visitorCodeSchema = z.object({
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
});
export type VisitorCodeRecord = z.infer<typeof visitorCodeSchema>;

const pointerSchema = z.object({ teamId: z.string(), targetId: z.string() });

export const secretHash = (raw: string) => createHash('sha256').update(raw).digest('base64url');

const teamPk = (teamId: string) => `TEAM#${teamId}`;
const teamKey = (teamId: string) => ({ pk: teamPk(teamId), sk: 'TEAM' });
const memberKey = (teamId: string, userId: string) => ({ pk: teamPk(teamId), sk: `MEMBER#${userId}` });
const invitationKey = (teamId: string, id: string) => ({ pk: teamPk(teamId), sk: `INVITATION#${id}` });
const visitorKey = (teamId: string, id: string) => ({ pk: teamPk(teamId), sk: `VISITOR#${id}` });
const invitePointerKey = (hash: string) => ({ pk: `INVITETOKEN#${hash}`, sk: 'INVITETOKEN' });
const visitorPointerKey = (hash: string) => ({ pk: `VISITORCODE#${hash}`, sk: 'VISITORCODE' });
const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

/**
 * Pointers outlive their secret by this much, so a late click is told "expired", not "unknown"; the
 * invitations and visitor codes themselves too, so the team's lists show them expired for a while
 * before the table's TTL deletes them.
 */
const POINTER_GRACE_SECONDS = 30 * 86400;
const epochOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Why a team transaction was refused: the first condition that failed, by item. */
export class TeamWriteRefused extends Error {
  constructor(readonly reason: 'seats' | 'invitation' | 'member' | 'user' | 'email') {
    super(reason);
    this.name = 'TeamWriteRefused';
  }
}

/** Runs a transaction; a failed condition becomes TeamWriteRefused with the item it was on. */
async function transact(
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

/** Creates a team owned by `owner` (one team per account: refused if the owner already has one). */
export async function createTeam(
  owner: Pick<User, 'id' | 'email'>,
  ownerName: string,
  name: string,
): Promise<Team> {
  const now = new Date().toISOString();
  const team: Team = {
    id: randomUUID(),
    ownerId: owner.id,
    name,
    description: '',
    memberCount: 1,
    createdAt: now,
  };
  const member: TeamMemberRecord = {
    userId: owner.id,
    name: ownerName,
    email: owner.email,
    role: 'owner',
    status: 'active',
    joinedAt: now,
  };
  await transact(
    [
      { Put: { TableName: tableName(), Item: { ...teamKey(team.id), type: 'team', ...team } } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...memberKey(team.id, owner.id), type: 'teamMember', ...member },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(owner.id),
          UpdateExpression: 'SET teamId = :team, teamRole = :owner',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(teamId)',
          ExpressionAttributeValues: { ':team': team.id, ':owner': 'owner' },
        },
      },
    ],
    ['seats', 'member', 'user'],
  );
  return team;
}

export async function getTeam(teamId: string): Promise<Team | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true }),
  );
  return Item ? fromRow(teamSchema, 'team', Item) : undefined;
}

export interface TeamContents {
  members: TeamMemberRecord[];
  invitations: InvitationRecord[];
  visitorCodes: VisitorCodeRecord[];
}

/** Everything a team holds besides itself, in one paged query of its partition. */
export async function teamContents(teamId: string): Promise<TeamContents> {
  const contents: TeamContents = { members: [], invitations: [], visitorCodes: [] };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': teamPk(teamId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.type === 'teamMember') contents.members.push(fromRow(memberSchema, 'teamMember', item));
      if (item.type === 'teamInvitation')
        contents.invitations.push(fromRow(invitationSchema, 'teamInvitation', item));
      if (item.type === 'visitorCode')
        contents.visitorCodes.push(fromRow(visitorCodeSchema, 'visitorCode', item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return contents;
}

export async function getMember(teamId: string, userId: string): Promise<TeamMemberRecord | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: memberKey(teamId, userId), ConsistentRead: true }),
  );
  return Item ? fromRow(memberSchema, 'teamMember', Item) : undefined;
}

export async function getInvitation(teamId: string, id: string): Promise<InvitationRecord | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: invitationKey(teamId, id), ConsistentRead: true }),
  );
  return Item ? fromRow(invitationSchema, 'teamInvitation', Item) : undefined;
}

/** Stores a new invitation and the pointer its link's token hash leads to. */
export async function putInvitation(invitation: InvitationRecord): Promise<void> {
  await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...invitationKey(invitation.teamId, invitation.id),
            type: 'teamInvitation',
            ...invitation,
            expiresAt: epochOf(invitation.validUntil) + POINTER_GRACE_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...invitePointerKey(invitation.tokenHash),
            type: 'invitationPointer',
            teamId: invitation.teamId,
            targetId: invitation.id,
            expiresAt: epochOf(invitation.validUntil) + POINTER_GRACE_SECONDS,
          },
        },
      },
    ],
    ['invitation', 'invitation'],
  );
}

/** A resend: a new link (the old one stops working) and a new validity, on a pending invitation. */
export async function renewInvitation(
  invitation: InvitationRecord,
  tokenHash: string,
  validUntil: string,
): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: invitationKey(invitation.teamId, invitation.id),
          UpdateExpression: 'SET tokenHash = :hash, validUntil = :until, expiresAt = :expires',
          ConditionExpression: '#status = :pending AND tokenHash = :old',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':hash': tokenHash,
            ':until': validUntil,
            ':expires': epochOf(validUntil) + POINTER_GRACE_SECONDS,
            ':pending': 'pending',
            ':old': invitation.tokenHash,
          },
        },
      },
      { Delete: { TableName: tableName(), Key: invitePointerKey(invitation.tokenHash) } },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...invitePointerKey(tokenHash),
            type: 'invitationPointer',
            teamId: invitation.teamId,
            targetId: invitation.id,
            expiresAt: epochOf(validUntil) + POINTER_GRACE_SECONDS,
          },
        },
      },
    ],
    ['invitation', 'invitation', 'invitation'],
  );
}

/** The invitation a link's token leads to (its current link only). */
export async function invitationByToken(raw: string): Promise<InvitationRecord | undefined> {
  const hash = secretHash(raw);
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: invitePointerKey(hash), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) <= nowSeconds()) return undefined;
  const pointer = fromRow(pointerSchema, 'invitationPointer', Item);
  const invitation = await getInvitation(pointer.teamId, pointer.targetId);
  return invitation?.tokenHash === hash ? invitation : undefined;
}

/** Moves a pending invitation to declined or cancelled; false when it was no longer pending. */
export async function closeInvitation(
  invitation: InvitationRecord,
  status: 'declined' | 'cancelled',
): Promise<boolean> {
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(invitation.teamId, invitation.id),
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':pending': 'pending' },
      }),
    ),
  );
  return updated !== null;
}

export interface Joiner {
  /** An existing account joins as it is; a new one is created in the same transaction. */
  existing?: Pick<User, 'id'>;
  created?: NewUser;
}

/**
 * Accepts an invitation: one transaction takes a seat (the team's member count must stay under
 * `seats`: two acceptances of the last seat cannot both succeed), closes the invitation (still
 * pending and unexpired), adds the member and ties the account to the team (an account is in one
 * team at most). Returns the member's user id; throws TeamWriteRefused naming what stopped it.
 */
export async function joinTeam(invitation: InvitationRecord, seats: number, joiner: Joiner): Promise<string> {
  const now = new Date().toISOString();
  const userItems = joiner.created ? newUserItems(joiner.created) : undefined;
  const userId = userItems?.user.id ?? joiner.existing!.id;
  const member: TeamMemberRecord = {
    userId,
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    status: 'active',
    joinedAt: now,
  };
  const teamFields = {
    UpdateExpression: 'SET teamId = :team, teamRole = :role',
    ExpressionAttributeValues: { ':team': invitation.teamId, ':role': invitation.role },
  };
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: teamKey(invitation.teamId),
          UpdateExpression: 'ADD memberCount :one',
          ConditionExpression: 'memberCount < :seats',
          ExpressionAttributeValues: { ':one': 1, ':seats': seats },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: invitationKey(invitation.teamId, invitation.id),
          UpdateExpression: 'SET #status = :accepted',
          ConditionExpression: '#status = :pending AND validUntil > :now AND tokenHash = :hash',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':accepted': 'accepted',
            ':pending': 'pending',
            ':now': now,
            ':hash': invitation.tokenHash,
          },
        },
      },
      {
        // A member revoked earlier comes back only through a new invitation, as a new member row.
        Put: {
          TableName: tableName(),
          Item: { ...memberKey(invitation.teamId, userId), type: 'teamMember', ...member },
          ConditionExpression: 'attribute_not_exists(pk) OR #status = :revoked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':revoked': 'revoked' },
        },
      },
      ...(userItems
        ? [
            {
              Put: {
                TableName: tableName(),
                Item: userItems.email,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: { ...userItems.row, teamId: invitation.teamId, teamRole: invitation.role },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ]
        : [
            {
              Update: {
                TableName: tableName(),
                Key: userKey(userId),
                ...teamFields,
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(teamId)',
              },
            },
          ]),
    ],
    userItems
      ? ['seats', 'invitation', 'member', 'email', 'user']
      : ['seats', 'invitation', 'member', 'user'],
  );
  return userId;
}

/**
 * Ends a member's place in the team: the member row says revoked, the seat is given back and the
 * account is untied from the team (only if it is still this team's member, and never the owner).
 */
export async function revokeMembership(teamId: string, userId: string): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: memberKey(teamId, userId),
          UpdateExpression: 'SET #status = :revoked, revokedAt = :now',
          ConditionExpression: '#status = :active AND #role <> :owner',
          ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
          ExpressionAttributeValues: {
            ':revoked': 'revoked',
            ':active': 'active',
            ':owner': 'owner',
            ':now': new Date().toISOString(),
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: teamKey(teamId),
          UpdateExpression: 'ADD memberCount :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(userId),
          UpdateExpression: 'REMOVE teamId, teamRole',
          ConditionExpression: 'teamId = :team',
          ExpressionAttributeValues: { ':team': teamId },
        },
      },
    ],
    ['member', 'seats', 'user'],
  );
}

/** Makes an active non-owner member an admin or a member, on the member row and the account. */
export async function setMemberRole(teamId: string, userId: string, role: 'admin' | 'member'): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: memberKey(teamId, userId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: '#status = :active AND #role <> :owner',
          ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
          ExpressionAttributeValues: { ':role': role, ':active': 'active', ':owner': 'owner' },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(userId),
          UpdateExpression: 'SET teamRole = :role',
          ConditionExpression: 'teamId = :team',
          ExpressionAttributeValues: { ':role': role, ':team': teamId },
        },
      },
    ],
    ['member', 'user'],
  );
}

export async function putVisitorCode(code: VisitorCodeRecord): Promise<void> {
  await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...visitorKey(code.teamId, code.id),
            type: 'visitorCode',
            ...code,
            expiresAt: epochOf(code.validUntil) + POINTER_GRACE_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...visitorPointerKey(code.codeHash),
            type: 'visitorPointer',
            teamId: code.teamId,
            targetId: code.id,
            expiresAt: epochOf(code.validUntil) + POINTER_GRACE_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    ['invitation', 'invitation'],
  );
}

export async function getVisitorCode(teamId: string, id: string): Promise<VisitorCodeRecord | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: visitorKey(teamId, id), ConsistentRead: true }),
  );
  return Item ? fromRow(visitorCodeSchema, 'visitorCode', Item) : undefined;
}

export async function visitorCodeBySecret(raw: string): Promise<VisitorCodeRecord | undefined> {
  const { Item } = await table().send(
    new GetCommand({ TableName: tableName(), Key: visitorPointerKey(secretHash(raw)), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const pointer = fromRow(pointerSchema, 'visitorPointer', Item);
  return getVisitorCode(pointer.teamId, pointer.targetId);
}

/**
 * Records a visitor's use of an active code. The first use names the visitor; later uses must be
 * the same person (codes are single-person): false when the code is no longer usable or is bound
 * to someone else.
 */
export async function useVisitorCode(code: VisitorCodeRecord, name: string): Promise<boolean> {
  const now = new Date().toISOString();
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: visitorKey(code.teamId, code.id),
        UpdateExpression: 'SET #name = :name, lastUsedAt = :now',
        ConditionExpression:
          '#status = :active AND validUntil > :now AND (attribute_not_exists(#name) OR #name = :nullName OR #name = :name)',
        ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
        ExpressionAttributeValues: { ':active': 'active', ':now': now, ':name': name, ':nullName': null },
      }),
    ),
  );
  return updated !== null;
}

export async function cancelVisitorCode(teamId: string, id: string): Promise<boolean> {
  const updated = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: visitorKey(teamId, id),
        UpdateExpression: 'SET #status = :cancelled',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cancelled': 'cancelled', ':active': 'active' },
      }),
    ),
  );
  return updated !== null;
}

/**
 * Unties an account from a team that is being deleted (its owner's account is purged): the member
 * keeps an account of its own, judged on its own plan from then on. False when it was not tied.
 */
export async function untieFromTeam(userId: string, teamId: string): Promise<boolean> {
  const untied = await nullWhenConditionFails(
    table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'REMOVE teamId, teamRole',
        ConditionExpression: 'teamId = :team',
        ExpressionAttributeValues: { ':team': teamId },
      }),
    ),
  );
  return untied !== null;
}

/**
 * Deletes a team's partition (team, members, invitations, visitor codes) and the pointers of its
 * links and codes, pointers first: the partition lists them. Returns how many items were deleted.
 */
export async function deleteTeamItems(teamId: string): Promise<number> {
  const { invitations, visitorCodes } = await teamContents(teamId);
  const pointers = [
    ...invitations.map((invitation) => invitePointerKey(invitation.tokenHash)),
    ...visitorCodes.map((code) => visitorPointerKey(code.codeHash)),
  ];
  await deleteItems(pointers);
  return pointers.length + (await deletePartition(teamPk(teamId)));
}
