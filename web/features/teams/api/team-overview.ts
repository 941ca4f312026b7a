import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamOverview } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';

/** Every team query starts with this key: a change to the team refreshes them all. */
export const teamKey = ['team'] as const;

function teamOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...teamKey, 'overview'],
    queryFn: ({ signal }) => apiRequest<TeamOverview>('/api/team', { signal }),
    // A 403 or 404 (no team, not a pack) will not change on a second try.
    retry: false,
  });
}

/** The caller's team, its plan and usage, and the caller's role in it (any member). */
export function useTeamOverview(enabled: boolean) {
  return useQuery({ ...teamOverviewQueryOptions(), enabled });
}
