import { useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '#shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-key';

/** The mail service's state, asked only when the administrator presses the test button. */
export function useEmailStatus(asked: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'emailStatus'],
    queryFn: ({ signal }) => apiRequest<EmailStatus>('/api/email/status', { signal }),
    enabled: asked,
    retry: false,
    staleTime: 0,
  });
}
