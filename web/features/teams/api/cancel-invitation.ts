import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Withdraws a pending invitation: its link stops working. */
export function cancelInvitation(id: string): Promise<unknown> {
  return apiRequest(`/api/team/invitations/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelInvitation() {
  return useTeamMutation(cancelInvitation);
}
