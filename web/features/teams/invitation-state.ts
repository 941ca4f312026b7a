import type { InvitationStatus } from '#shared/schemas/teams';

/**
 * The status to show for an invitation: a pending one past its expiry is expired, whether or not
 * the server has said so yet, and can no longer be acted on.
 */
export function invitationState(
  invitation: { status: InvitationStatus; expiresAt: string },
  now: Date = new Date(),
): InvitationStatus {
  if (invitation.status !== 'pending') return invitation.status;
  const expiry = Date.parse(invitation.expiresAt);
  return Number.isNaN(expiry) || expiry > now.getTime() ? 'pending' : 'expired';
}
