import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { checkEmailTrialResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type CheckEmailTrialResponse = z.infer<typeof checkEmailTrialResponse>;

/** Whether the address already had its free trial (one per address). */
export function checkEmailTrial(email: string, signal?: AbortSignal): Promise<CheckEmailTrialResponse> {
  return apiRequest<CheckEmailTrialResponse>(`/api/check-email-trial?email=${encodeURIComponent(email)}`, {
    signal,
  });
}

/** Asked at the moment the trial starts, so never served from cache. */
export function checkEmailTrialQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['check-email-trial', email],
    queryFn: ({ signal }) => checkEmailTrial(email, signal),
    staleTime: 0,
    retry: false,
  });
}
