import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { checkEmailResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;

/** Whether an account exists for the address and whether its subscription is active. */
export function checkEmail(email: string, signal?: AbortSignal): Promise<CheckEmailResponse> {
  return apiRequest<CheckEmailResponse>(`/api/check-email?email=${encodeURIComponent(email)}`, { signal });
}

/** Asked at the moment a plan is chosen, so never served from cache. */
export function checkEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['check-email', email],
    queryFn: ({ signal }) => checkEmail(email, signal),
    staleTime: 0,
    retry: false,
  });
}
