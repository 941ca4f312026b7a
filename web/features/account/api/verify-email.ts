import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '#shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/session-cache';

/** Confirms the address of a verification link; the answer signs the user in. */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<LoginResponse> {
  return apiRequest(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { signal });
}

/**
 * A query rather than a mutation: the link is used once, and a query runs once per token
 * even when React mounts the page twice (strict mode), where a second call would fail.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: async ({ signal }) => {
      const answer = await verifyEmail(token ?? '', signal);
      rememberSignedInUser(queryClient, answer.user);
      return answer;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
