import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthCheckResponse } from '#shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { AUTH_STORAGE_KEYS, readAuthHint, syncAuthHint } from '@/lib/auth-storage';
import { authQueryKey } from '@/lib/session-cache';

export { authQueryKey };

export async function getAuthCheck(signal?: AbortSignal): Promise<AuthCheckResponse> {
  const answer = await apiRequest<AuthCheckResponse>('/api/auth/check', { signal });
  syncAuthHint(answer);
  return answer;
}

/** Settings of the signed-in area: 5 min stale time, no retry, refetch on focus and mount. */
export function authCheckQueryOptions() {
  return queryOptions<AuthCheckResponse, Error, AuthCheckResponse, typeof authQueryKey>({
    queryKey: authQueryKey,
    queryFn: ({ signal }) => getAuthCheck(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    // Before the server answers, the stored hint stands in (the query still fetches).
    placeholderData: () => readAuthHint(),
  });
}

interface UseAuthOptions {
  /** Poll the server every n milliseconds (the verification-required page does). */
  refetchInterval?: number;
  /** Ask the server only when true (the public pages ask only when a session is hinted). */
  enabled?: boolean;
}

export function useAuth({ refetchInterval, enabled = true }: UseAuthOptions = {}) {
  const query = useQuery({ ...authCheckQueryOptions(), refetchInterval, enabled });
  const user = query.data?.authenticated ? query.data.user : null;
  return { ...query, user };
}

/** Refreshes the auth check when another tab signs in or out (storage events). */
export function useAuthStorageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const watched: readonly string[] = [AUTH_STORAGE_KEYS.user, AUTH_STORAGE_KEYS.token];
    function onStorage(event: StorageEvent) {
      if (event.key === null || watched.includes(event.key)) {
        void queryClient.invalidateQueries({ queryKey: authQueryKey });
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
