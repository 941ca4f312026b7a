import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { conseillerSetupRequest } from '#shared/schemas/account';
import type { LoginResponse } from '#shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/session-cache';

export type ConseillerSetupInput = z.input<typeof conseillerSetupRequest>;

/** Creates the adviser account paid for in a payment session; the answer signs the user in. */
export function setUpConseillerAccount(input: ConseillerSetupInput): Promise<LoginResponse> {
  return apiRequest('/api/conseiller/setup-account', { method: 'POST', body: input });
}

export function useConseillerSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpConseillerAccount,
    onSuccess: ({ user }) => rememberSignedInUser(queryClient, user),
  });
}
