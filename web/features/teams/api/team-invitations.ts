import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { teamInvitationsResponse } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { teamKey } from './team-overview';

const teamInvitationsKey = [...teamKey, 'invitations'] as const;

/** The team's invitations, whatever their status (owners and admins only). */
export function useTeamInvitations(enabled: boolean) {
  return useQuery({
    queryKey: teamInvitationsKey,
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof teamInvitationsResponse>>('/api/team/invitations', { signal }),
    enabled,
  });
}
