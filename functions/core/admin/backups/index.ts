/** Backups of the table and the uploads (docs/adr/0017-backups-and-restore.md). */
export { checkRunningBackups, startBackup } from './run';
export { backupDownloadUrl, listBackups } from './list';
export type { BackupManifest } from './manifest';
export { restoreBackup } from './restore';
