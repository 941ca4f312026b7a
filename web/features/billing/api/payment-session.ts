import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { paymentSessionResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type PaymentSessionResponse = z.infer<typeof paymentSessionResponse>;

/** The payment session a checkout came back with: who paid, for which plan, with a trial or not. */
export function getPaymentSession(sessionId: string, signal?: AbortSignal): Promise<PaymentSessionResponse> {
  return apiRequest(`/api/stripe/session/${encodeURIComponent(sessionId)}`, { signal });
}

export function paymentSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['payment-session', sessionId],
    queryFn: ({ signal }) => getPaymentSession(sessionId, signal),
    staleTime: Infinity,
  });
}

export function usePaymentSession(sessionId: string | null) {
  return useQuery({ ...paymentSessionQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
