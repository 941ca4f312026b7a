import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyTokenResponse } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

export type VerifyTokenResponse = z.infer<typeof verifyTokenResponse>;

/** Whose password a set-password link is for (e-mail and tier); does not use the token up. */
export function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyTokenResponse> {
  return apiRequest(`/api/auth/verify-token?token=${encodeURIComponent(token)}`, { signal });
}

export function verifyTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-token', token],
    queryFn: ({ signal }) => verifyToken(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useVerifyToken(token: string | null) {
  return useQuery({ ...verifyTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
