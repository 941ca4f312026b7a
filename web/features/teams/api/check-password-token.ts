import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { setPasswordTokenResponse } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';

/** The account a set-password link is for (address and tier), asked before any typing. */
export function usePasswordTokenCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'set-password-token', token],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof setPasswordTokenResponse>>(
        `/api/set-password/verify?token=${encodeURIComponent(token)}`,
        { signal },
      ),
    retry: false,
    staleTime: Infinity,
  });
}
