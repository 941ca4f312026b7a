import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export const currentUserQueryKey = ['current-user'] as const;

/** The signed-in user's subscription: status, end date, days left, renewal. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest('/api/current-user', { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
