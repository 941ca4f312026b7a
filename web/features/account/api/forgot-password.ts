import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { forgotPasswordRequest, successResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

export type ForgotPasswordInput = z.input<typeof forgotPasswordRequest>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordInput): Promise<z.infer<typeof successResponse>> {
  return apiRequest('/api/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
