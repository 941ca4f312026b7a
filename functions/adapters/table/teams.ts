import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deleteItems, deletePartition } from './batch';
import { fromRow, nullWhenConditionFails, table, tableName } from './client';
import { newUserItems, type NewUser, type User } from './users';
import {
  teamSchema,
  memberSchema,
  invitationSchema,
  visitorCodeSchema,
  teamPk,
  teamKey,
  memberKey,
  invitationKey,
  invitePointerKey,
  visitorPointerKey,
  userKey,
  transact,
  type Team,
  type TeamMemberRecord,
  type InvitationRecord,
  type VisitorCodeRecord,
} from './team-items';

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
