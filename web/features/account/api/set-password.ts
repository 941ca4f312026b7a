import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setPasswordRequest } from '../../../../shared/schemas/account';
import type { LoginResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignedInUser } from '../../../lib/session-cache';

export type SetPasswordInput = z.input<typeof setPasswordRequest>;

/** Creates or replaces the password of a set-password link; the answer signs the user in. */
export function setPassword(input: SetPasswordInput): Promise<LoginResponse> {
  return apiRequest('/api/auth/set-password', { method: 'POST', body: input });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: ({ user }) => rememberSignedInUser(queryClient, user),
  });
}
