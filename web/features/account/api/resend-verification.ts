import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { successResponse } from '#shared/schemas/account';
import { apiRequest } from '@/lib/api-client';

/** Sends the signed-in user a new verification link (the server knows the address). */
export function resendVerification(): Promise<z.infer<typeof successResponse>> {
  return apiRequest('/api/auth/resend-verification', { method: 'POST', body: {} });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
