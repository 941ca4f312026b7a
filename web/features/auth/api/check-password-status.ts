import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordStatusResponse } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

/** Whether a new account still has to choose its password. */
export function checkPasswordStatus(
  email: string,
  signal?: AbortSignal,
): Promise<z.infer<typeof passwordStatusResponse>> {
  return apiRequest(`/api/check-password-status?email=${encodeURIComponent(email)}`, { signal });
}

export function usePasswordStatus(email: string | null) {
  return useQuery({
    queryKey: ['auth', 'password-status', email],
    queryFn: ({ signal }) => checkPasswordStatus(email ?? '', signal),
    enabled: Boolean(email),
    retry: false,
  });
}
