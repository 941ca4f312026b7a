import type { InviteRole } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Makes a member an admin or a plain member (the owner's role is fixed: 403 ownerRoleFixed). */
export function changeMemberRole({ id, role }: { id: string; role: InviteRole }): Promise<unknown> {
  return apiRequest(`/api/team/members/${encodeURIComponent(id)}/role`, {
    method: 'POST',
    body: { role },
  });
}

export function useChangeMemberRole() {
  return useTeamMutation(changeMemberRole);
}
