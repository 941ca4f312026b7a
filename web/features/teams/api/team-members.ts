import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { teamMembersResponse } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { teamKey } from './team-overview';

const teamMembersKey = [...teamKey, 'members'] as const;

/** The team's members, owner included (owners and admins only: `enabled` is false for a member). */
export function useTeamMembers(enabled: boolean) {
  return useQuery({
    queryKey: teamMembersKey,
    queryFn: ({ signal }) => apiRequest<z.infer<typeof teamMembersResponse>>('/api/team/members', { signal }),
    enabled,
  });
}
