import type * as z from 'zod';
import type { InviteRequest, teamInvitation } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Sends an invitation e-mail with a link that works INVITATION_TTL_DAYS days. */
export function inviteMember(input: InviteRequest) {
  return apiRequest<{ invitation: z.infer<typeof teamInvitation> }>('/api/team/invite', {
    method: 'POST',
    body: input,
  });
}

export function useInviteMember() {
  return useTeamMutation(inviteMember);
}
