import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { successResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

/** Records the renewal paid in a payment session. */
export function confirmResubscription(sessionId: string): Promise<z.infer<typeof successResponse>> {
  return apiRequest('/api/resubscription/success', { method: 'POST', body: { sessionId } });
}

/**
 * Run once when the page opens. A query, not a mutation, so React's double mount in
 * strict mode still sends a single request per session id.
 */
export function useResubscriptionConfirmation(sessionId: string | null) {
  return useQuery({
    queryKey: ['resubscription', sessionId],
    queryFn: () => confirmResubscription(sessionId ?? ''),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Infinity,
  });
}
