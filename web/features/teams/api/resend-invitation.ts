import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Sends a pending invitation again, with a new link and a new validity period. */
export function resendInvitation(id: string): Promise<unknown> {
  return apiRequest(`/api/team/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function useResendInvitation() {
  return useTeamMutation(resendInvitation);
}
