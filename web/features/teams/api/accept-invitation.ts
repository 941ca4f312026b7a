import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { acceptInvitationResponse } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { authQueryKey } from '@/lib/session-cache';
import { invitationKey } from './verify-invitation';

type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

export function acceptInvitation(token: string): Promise<AcceptInvitationResponse> {
  return apiRequest('/api/invitations/accept', { method: 'POST', body: { token } });
}

/**
 * Joins the team. A refusal (expired, cancelled meanwhile…) reads the link again, so the page
 * shows its new state; a success changes the account's plan, so the session is asked again.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    // Awaited, and cached answers too, so the dashboard never judges by the account's old plan.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueryKey, refetchType: 'all' }),
    onError: () => queryClient.invalidateQueries({ queryKey: invitationKey(token) }),
  });
}
