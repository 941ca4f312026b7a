import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { internationalSetupRequest } from '#shared/schemas/account';
import type { LoginResponse } from '#shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/session-cache';

export type InternationalSetupInput = z.input<typeof internationalSetupRequest>;

/** Creates the international account paid for in a payment session; the answer signs the user in. */
export function setUpInternationalAccount(input: InternationalSetupInput): Promise<LoginResponse> {
  return apiRequest('/api/international/setup-account', { method: 'POST', body: input });
}

export function useInternationalSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpInternationalAccount,
    onSuccess: ({ user }) => rememberSignedInUser(queryClient, user),
  });
}
