import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-key';
import { adminUserKey, type AdminUserAnswer } from './find-user';

/**
 * An administrator's action on an account: once the server agrees, the account shown takes the
 * state the server answered with (looking it up again would write one more lookup to the log), and
 * the audit log and the figures are fetched again.
 */
export function useAdminMutation<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const account = (answer as Partial<AdminUserAnswer> | null)?.user;
      if (account) queryClient.setQueryData([...adminUserKey, account.email], answer);
      return queryClient.invalidateQueries({
        queryKey: adminKey,
        predicate: (query) => query.queryKey[1] !== adminUserKey[1],
      });
    },
  });
}
