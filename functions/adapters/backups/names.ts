/** Where each part of a backup lives in the backup bucket; no other module spells these keys. */
export const BACKUPS_PREFIX = 'backups/';
/** One empty object per backup under way: the running check is one small listing. */
export const RUNNING_PREFIX = 'running/';

export const backupPrefix = (backupId: string) => `${BACKUPS_PREFIX}${backupId}/`;
export const manifestKey = (backupId: string) => `${backupPrefix(backupId)}manifest.json`;
export const tablePrefix = (backupId: string) => `${backupPrefix(backupId)}table/`;
/**
 * Local copies of the uploads' files, by content (their ETag is the MD5 of their bytes): a file
 * unchanged since an earlier backup is not copied again. Kept apart from `backups/` (not a backup).
 */
export const COPIES_PREFIX = 'copies/';
export const copyKey = (etag: string) => `${COPIES_PREFIX}${etag.replaceAll('"', '')}`;
export const archiveKey = (backupId: string) => `${backupPrefix(backupId)}backup-${backupId}.zip`;
export const runningKey = (backupId: string) => `${RUNNING_PREFIX}${backupId}`;

/** The folder DynamoDB writes an export into: `AWSDynamoDB/<export id>/`, the id ending its ARN. */
export function exportFolder(backupId: string, exportArn: string): string {
  const exportId = exportArn.split('/').pop();
  if (!exportId) throw new Error(`Export ARN without an id: ${exportArn}`);
  return `${tablePrefix(backupId)}AWSDynamoDB/${exportId}/`;
}
