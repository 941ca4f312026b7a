import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '#shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/session-cache';

export function login(input: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/login', { method: 'POST', body: input });
}

/** Signs in; on success the auth check is answered from the login response (no extra call). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => rememberSignedInUser(queryClient, user),
  });
}
