import { parseArgs } from 'node:util';

// Before the functions load: readable log records, and only the restore's own lines.
process.env.POWERTOOLS_DEV ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const { operationsEnv } = await import('./local/operations-env');

const USAGE = 'Usage: npm run restore -- <backupId> [--into <table>] [--bucket <bucket>] [--force]';

/**
 * `npm run restore -- <backupId> [--into <table>] [--force]`: puts a backup back into a new or
 * empty table (created when missing; the configured table by default) and its files into the
 * uploads bucket (or `--bucket`), checks the counts and prints what it did. A table that holds
 * items is refused without --force. Locally: the local stack's data; with APP_ENV=aws: the
 * resources the environment names (docs/adr/0017-backups-and-restore.md).
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    into: { type: 'string' },
    bucket: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const [backupId] = positionals;
if (!backupId || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const log = (line: string) => console.log(line);
const environment = await operationsEnv(log);
let exitCode = 0;
try {
  const [{ restoreBackup }, { config }] = await Promise.all([
    import('#core/admin/backups'),
    import('#functions/config'),
  ]);
  const report = await restoreBackup({
    backupId,
    table: values.into ?? config().TABLE_NAME,
    bucket: values.bucket ?? config().BUCKET_NAME,
    force: values.force,
    log,
  });
  log(
    `Restored backup ${report.backupId} into table ${report.table}${report.tableCreated ? ' (created)' : ''}: ` +
      `${report.itemCount} items ${JSON.stringify(report.countsByEntity)}, ${report.objectCount} files (${report.objectBytes} bytes)`,
  );
} catch (error) {
  console.error(`Restore stopped: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await environment.stop();
}
process.exit(exitCode);
