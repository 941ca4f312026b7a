import { apiRequest } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

/** Sends the account's verification e-mail again (an unverified account only). */
export function resendVerification(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/resend-verification`, { method: 'POST' });
}

export function useResendVerification() {
  return useAdminMutation(resendVerification);
}
