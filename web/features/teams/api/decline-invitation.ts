import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationKey } from './verify-invitation';

export function declineInvitation(token: string): Promise<unknown> {
  return apiRequest('/api/invitations/decline', { method: 'POST', body: { token } });
}

/** Turns the invitation down; its link then says so. */
export function useDeclineInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineInvitation(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKey(token) }),
  });
}
