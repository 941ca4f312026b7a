import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearAuthHint } from '@/lib/auth-storage';

export async function logout(): Promise<void> {
  try {
    await apiRequest<{ success: true }>('/api/logout', { method: 'POST' });
  } catch (error) {
    // 401: the session had already ended, which is what the user asked for.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Signs out, then forgets the stored hint and every cached answer of the signed-out user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearAuthHint();
      queryClient.removeQueries();
    },
  });
}

/** Logout as a user action: on success go to /login, on failure say so and stay. */
export function useLogoutAndLeave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogout();
  const logOut = () =>
    mutation.mutate(undefined, {
      onSuccess: () => navigate(paths.login, { replace: true }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('logoutError.title'),
          description: t('logoutError.description'),
        }),
    });
  return { logOut, isPending: mutation.isPending };
}
