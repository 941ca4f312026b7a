import type { BackupSummary } from '#shared/schemas/admin';
import { presignBackupDownload } from '#adapters/backups';
import { AppError } from '../../errors';
import { BACKUP_ID_PATTERN, summaryOf } from './manifest';
import { allManifests, readManifest } from './manifests';

/** The backup manager's list, newest first, from the manifests in the backup bucket. */
export async function listBackups(): Promise<BackupSummary[]> {
  return (await allManifests()).map(summaryOf);
}

/**
 * A 5-minute link to a finished backup's archive, under a readable name.
 * 404 backupNotFound (unknown or expired), 409 backupNotReady (running or failed).
 */
export async function backupDownloadUrl(backupId: string): Promise<string> {
  const manifest = BACKUP_ID_PATTERN.test(backupId) ? await readManifest(backupId) : null;
  if (!manifest) throw new AppError(404, 'backupNotFound');
  if (manifest.status !== 'done' || !manifest.archive) throw new AppError(409, 'backupNotReady');
  return presignBackupDownload(manifest.archive.key, `risquevision-backup-${backupId}.zip`, 300);
}
