import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { adminUserResponse } from '#shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-key';

export type AdminUserAnswer = z.infer<typeof adminUserResponse>;

export const adminUserKey = [...adminKey, 'user'] as const;

/** One account by address (each lookup is written to the audit log); null asks nothing. */
export function useFindUser(email: string | null) {
  return useQuery({
    queryKey: [...adminUserKey, email],
    queryFn: ({ signal }) =>
      apiRequest<AdminUserAnswer>(`/api/admin/users?email=${encodeURIComponent(email ?? '')}`, { signal }),
    enabled: email !== null,
    retry: false,
    // A lookup is an audited act: not repeated on focus, only after a search or an action.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
