import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createPasswordRequest } from '../../../../shared/schemas/account';
import type { LoginResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { rememberSignedInUser } from '../../../lib/session-cache';

export type CreatePasswordInput = z.input<typeof createPasswordRequest>;

/** Sets the first password of a new account (link from the welcome e-mail); signs the user in. */
export function createPassword(input: CreatePasswordInput): Promise<LoginResponse> {
  return apiRequest('/api/create-password', { method: 'POST', body: input });
}

export function useCreatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPassword,
    onSuccess: ({ user }) => rememberSignedInUser(queryClient, user),
  });
}
