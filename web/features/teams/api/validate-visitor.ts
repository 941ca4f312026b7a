import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { visitorValidateRequest, visitorValidateResponse } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { authQueryKey } from '@/lib/session-cache';

export function validateVisitor(
  input: z.input<typeof visitorValidateRequest>,
): Promise<z.infer<typeof visitorValidateResponse>> {
  return apiRequest('/api/visitor/validate', { method: 'POST', body: input });
}

/**
 * Opens a read-only visitor session. The session lives in the server's cookie only (nothing about
 * the visitor is stored in the browser): the session check is simply asked again.
 */
export function useValidateVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateVisitor,
    // Awaited, and cached answers too, so the next page never judges by the signed-out answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueryKey, refetchType: 'all' }),
  });
}
