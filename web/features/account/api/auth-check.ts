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

/** How long an answer stands for the session: the auth check's stale time. */
const AUTH_STALE_MS = 5 * 60 * 1000;

/** The check started with a signed-in page's code (startAuthCheck), until the guard's query takes it. */
let early: { answer: Promise<AuthCheckResponse>; startedAt: number } | undefined;

/**
 * Asks the server who is signed in while a signed-in page's code still downloads (the router
 * calls it on the first page load): the guard's first check takes this answer instead of asking
 * only once the page has rendered, one round trip later.
 */
export function startAuthCheck(): void {
  if (early) return;
  early = { answer: getAuthCheck(), startedAt: Date.now() };
  // Its failure reaches the query that takes it; until then it is not an unhandled rejection.
  early.answer.catch(() => {});
}

/** The early answer, once, if no older than a cached one could be (else the query asks again). */
function takeEarlyAuthCheck(): Promise<AuthCheckResponse> | undefined {
  const taken = early;
  early = undefined;
  return taken && Date.now() - taken.startedAt < AUTH_STALE_MS ? taken.answer : undefined;
}

/** Settings of the signed-in area: 5 min stale time, no retry, refetch on focus and mount. */
export function authCheckQueryOptions() {
  return queryOptions<AuthCheckResponse, Error, AuthCheckResponse, typeof authQueryKey>({
    queryKey: authQueryKey,
    queryFn: ({ signal }) => takeEarlyAuthCheck() ?? getAuthCheck(signal),
    staleTime: AUTH_STALE_MS,
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
