import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type {
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorEnableResponse,
  TwoFactorSetup,
} from '#shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';
import { profileKey } from './profile';

export function setupTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest('/api/two-factor/setup', { method: 'POST' });
}

export function enableTwoFactor(
  input: z.input<typeof twoFactorEnableRequest>,
): Promise<z.infer<typeof twoFactorEnableResponse>> {
  return apiRequest('/api/two-factor/enable', { method: 'POST', body: input });
}

export function disableTwoFactor(input: z.input<typeof twoFactorDisableRequest>): Promise<{ success: true }> {
  return apiRequest('/api/two-factor/disable', { method: 'POST', body: input });
}

/** A new pending secret, as a QR code and a key to type. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}

/** Each change of the two-factor state is shown by the profile: it is read again. */
function useTwoFactorChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

export const useEnableTwoFactor = () => useTwoFactorChange(enableTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
