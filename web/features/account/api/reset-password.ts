import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { resetPasswordRequest, successResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordInput = z.input<typeof resetPasswordRequest>;

/** Sets a new password with the token of a reset link; the user then signs in. */
export function resetPassword(input: ResetPasswordInput): Promise<z.infer<typeof successResponse>> {
  return apiRequest('/api/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
