import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { manageSubscriptionResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type ManageSubscriptionResponse = z.infer<typeof manageSubscriptionResponse>;

/** The payment provider's management portal, or `isDirectLink` when none is configured. */
export function openSubscriptionPortal(): Promise<ManageSubscriptionResponse> {
  return apiRequest('/api/manage-subscription', { method: 'POST' });
}

export function useManageSubscription() {
  return useMutation({ mutationFn: openSubscriptionPortal });
}
