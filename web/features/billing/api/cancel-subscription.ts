import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { cancelSubscriptionResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from './current-user';

/** Stops the renewal; the subscription stays active until the end of the paid period. */
export function cancelSubscription(): Promise<z.infer<typeof cancelSubscriptionResponse>> {
  return apiRequest('/api/cancel-subscription', { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
