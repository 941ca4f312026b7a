// A team's invitations: the invitation in the team's partition, its link's pointer by hash.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fromRow, nowSeconds, nullWhenConditionFails, table, tableName } from './client';
import {
  invitationSchema,
  pointerSchema,
  secretHash,
  invitationKey,
  invitePointerKey,
  POINTER_GRACE_SECONDS,
  epochOf,
  transact,
  type InvitationRecord,
} from './team-items';

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
