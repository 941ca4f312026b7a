import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { changePasswordRequest, successResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type ChangePasswordInput = z.input<typeof changePasswordRequest>;

/** Replaces the password; the server signs out the user's other sessions. */
export function changePassword(input: ChangePasswordInput): Promise<z.infer<typeof successResponse>> {
  return apiRequest('/api/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
