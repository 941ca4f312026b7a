import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Removes a member from the team for good (never the owner: 403 ownerCannotBeRevoked). */
export function revokeMember(id: string): Promise<unknown> {
  return apiRequest(`/api/team/members/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} });
}

export function useRevokeMember() {
  return useTeamMutation(revokeMember);
}
