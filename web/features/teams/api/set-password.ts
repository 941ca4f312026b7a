import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '#shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/session-cache';

export function setPassword(input: { token: string; password: string }): Promise<LoginResponse> {
  return apiRequest('/api/set-password', { method: 'POST', body: input });
}

/** Sets the first password of an invited account and signs it in (the server sets the session cookie). */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: ({ user }) => rememberSignedInUser(queryClient, user),
  });
}
