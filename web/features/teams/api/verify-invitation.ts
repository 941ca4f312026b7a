import { useQuery } from '@tanstack/react-query';
import type { InvitationVerify } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';

export const invitationKey = (token: string) => ['invitation', token] as const;

/** What an invitation link offers (team, inviter, role, plan, expiry, status); public, by its token. */
export function useVerifyInvitation(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) =>
      apiRequest<InvitationVerify>(`/api/invitations/verify?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });
}
