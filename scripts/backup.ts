// Before the functions load: readable log records, and only the backup's own lines.
process.env.POWERTOOLS_DEV ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const { operationsEnv } = await import('./local/operations-env');

export {};

/**
 * `npm run backup`: one backup now, as the 6-hourly schedule takes it, of the local stack's data
 * (or, with APP_ENV=aws, of the resources the environment names: the export then finishes within
 * the backup check job's ten minutes).
 */
const log = (line: string) => console.log(line);
const environment = await operationsEnv(log);
let failed = false;
try {
  const { startBackup } = await import('#core/admin/backups');
  const manifest = await startBackup(
    'admin',
    process.env.USER ? `${process.env.USER} (npm run backup)` : null,
  );
  failed = manifest.status === 'failed';
  log(
    manifest.status === 'done'
      ? `Backup ${manifest.backupId} done: ${manifest.table!.itemCount} items ${JSON.stringify(manifest.table!.countsByEntity)}, ${manifest.objects!.count} files, ${manifest.size} bytes; archive ${manifest.archive!.key}`
      : `Backup ${manifest.backupId} ${manifest.status}${manifest.failure ? `: ${manifest.failure}` : ''}`,
  );
} catch (error) {
  failed = true;
  console.error(`Backup not started: ${(error as Error).message}`);
} finally {
  await environment.stop();
}
process.exit(failed ? 1 : 0);
