import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { revokeSessionsResponse, sessionsResponse } from '#shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';

type RevokeAnswer = z.infer<typeof revokeSessionsResponse>;

export const sessionsKey = ['profile', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiRequest<z.infer<typeof sessionsResponse>>('/api/sessions', { signal }),
  });
}

/** The browsers signed in to the account, the current one first. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function revokeSession(id: string): Promise<RevokeAnswer> {
  return apiRequest(`/api/sessions/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}

export function revokeOtherSessions(): Promise<RevokeAnswer> {
  return apiRequest('/api/sessions/revoke-others', { method: 'POST' });
}

/** Signs one browser out; the list is read again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Signs every other browser out; the list is read again. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
