import { apiRequest } from '@/lib/api-client';
import type { AdminUserAnswer } from './find-user';
import { useAdminMutation } from './admin-mutation';

/** Opens a disabled account again (its user signs in anew). */
export function enableAccount(id: string): Promise<AdminUserAnswer> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/enable`, { method: 'POST' });
}

export function useEnableAccount() {
  return useAdminMutation(enableAccount);
}
