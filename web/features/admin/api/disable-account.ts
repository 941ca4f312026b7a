import type * as z from 'zod';
import type { disableAccountRequest } from '#shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserAnswer } from './find-user';
import { useAdminMutation } from './admin-mutation';

type DisableInput = { id: string } & z.infer<typeof disableAccountRequest>;

/** Closes an account: it can no longer sign in, and its open sessions are revoked at once. */
export function disableAccount({ id, reason }: DisableInput): Promise<AdminUserAnswer> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/disable`, {
    method: 'POST',
    body: { reason },
  });
}

export function useDisableAccount() {
  return useAdminMutation(disableAccount);
}
