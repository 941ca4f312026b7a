import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whether a reset link can still be used: asked when its page opens, before any typing. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) =>
      apiRequest<{ valid: true }>(`/api/reset-password/verify?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });
}
