import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/schemas/admin';
import { apiRequest, isClientError } from '@/lib/api-client';
import { adminKey } from './admin-key';

/** Spec 2.10: the dashboard's figures are fetched again every 30 seconds. */
const ADMIN_STATS_REFRESH_MS = 30_000;

const adminStatsKey = [...adminKey, 'stats'] as const;

/** The platform's figures (administrators only: a refusal is not retried, the page says why). */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
    refetchInterval: ADMIN_STATS_REFRESH_MS,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
}
