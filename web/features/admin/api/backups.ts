import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { backupListResponse } from '#shared/schemas/admin';
import { apiRequest, isClientError } from '@/lib/api-client';
import { adminKey } from './admin-key';

/** How often the list is asked again while a backup runs, to show when it is done. */
const RUNNING_POLL_MS = 3_000;

export const backupsKey = [...adminKey, 'backups'] as const;

/** The backups kept, newest first; polled while one of them is still running. */
export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => apiRequest<z.infer<typeof backupListResponse>>('/api/backup/list', { signal }),
    refetchInterval: (query) =>
      query.state.data?.backups.some((backup) => backup.status === 'running') ? RUNNING_POLL_MS : false,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
}

/** The download: the server answers with a short-lived link to the backup's zip. */
export function backupDownloadHref(backupId: string): string {
  return `/api/backup/download/${encodeURIComponent(backupId)}`;
}
