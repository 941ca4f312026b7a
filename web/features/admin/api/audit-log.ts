import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { auditLogResponse } from '#shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-key';

/** The latest administrators' actions, newest first. */
export function useAuditLog() {
  return useQuery({
    queryKey: [...adminKey, 'audit'],
    queryFn: ({ signal }) => apiRequest<z.infer<typeof auditLogResponse>>('/api/admin/audit', { signal }),
  });
}
