import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKey } from './team-overview';

/**
 * A change to the team (invite, revoke, resend…): once the server agrees, every team query is
 * fetched again, since one change moves several counts (seats, pending invitations, lists).
 */
export function useTeamMutation<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
