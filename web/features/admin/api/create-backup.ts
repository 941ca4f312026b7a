import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { createBackupResponse } from '#shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { backupsKey } from './backups';

/** Starts a backup now (202: it runs in the background; 409 backupRunning when one already does). */
export function createBackup(): Promise<z.infer<typeof createBackupResponse>> {
  return apiRequest('/api/backup/create', { method: 'POST' });
}

/** Once started, the list is asked again: it shows the new backup running, then done. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
