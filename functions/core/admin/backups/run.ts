import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  archiveKey,
  backupPrefix,
  getBackupObject,
  objectSnapshot,
  putBackupObject,
  tableExport,
  tablePrefix,
} from '#adapters/backups';
import { config } from '#functions/config';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { AppError } from '../../errors';
import { BACKUP_GIVES_UP_AFTER_MS, type BackupManifest, countItems, newBackupId } from './manifest';
import { readExport } from './export-files';
import { readManifest, runningBackupIds, writeManifest } from './manifests';

export const OBJECTS_LIST = 'objects.jsonl';

/**
 * Starts a backup: the table's export (DynamoDB's point-in-time export in AWS, a scan locally),
 * then one check, which finishes it at once when the export is already complete (locally).
 * In AWS the export takes minutes: the backup check job finishes it. 409 backupRunning while
 * another backup is under way.
 */
export async function startBackup(trigger: BackupManifest['trigger'], requestedBy: string | null) {
  if ((await runningBackupIds()).length) throw new AppError(409, 'backupRunning');
  const backupId = newBackupId();
  const startedAt = new Date().toISOString();
  const manifest: BackupManifest = {
    backupId,
    timestamp: startedAt,
    trigger,
    requestedBy,
    status: 'running',
    failure: null,
    startedAt,
    finishedAt: null,
    exportArn: null,
    table: null,
    objects: null,
    size: null,
    archive: null,
  };
  await writeManifest(manifest);
  logger.info('Backup started', { backupId, trigger });
  try {
    const started = await tableExport().start({ prefix: tablePrefix(backupId), clientToken: backupId });
    const running = { ...manifest, exportArn: started.exportArn, timestamp: started.exportTime };
    await writeManifest(running);
    return await checkBackup(running);
  } catch (error) {
    return failBackup(manifest, error);
  }
}

/** Checks every backup under way (the check job, and each scheduled run before it starts one). */
export async function checkRunningBackups(): Promise<BackupManifest[]> {
  const checked: BackupManifest[] = [];
  for (const backupId of await runningBackupIds()) {
    const manifest = await readManifest(backupId);
    if (manifest) checked.push(await checkBackup(manifest));
  }
  return checked;
}

/** Finishes a backup whose export is complete, fails one whose export failed or never ends. */
export async function checkBackup(manifest: BackupManifest): Promise<BackupManifest> {
  if (manifest.status !== 'running') return manifest;
  try {
    if (!manifest.exportArn) throw new Error('The export never started');
    const { status, failure } = await tableExport().status(manifest.exportArn);
    if (status === 'COMPLETED') return await finishBackup(manifest, manifest.exportArn);
    if (status === 'FAILED') throw new Error(`The table export failed${failure ? `: ${failure}` : ''}`);
    if (Date.now() - Date.parse(manifest.startedAt) > BACKUP_GIVES_UP_AFTER_MS)
      throw new Error('The table export did not finish in time');
    return manifest;
  } catch (error) {
    return failBackup(manifest, error);
  }
}

/**
 * Counts the exported items by entity, keeps the uploads' files as of the export's moment,
 * writes the archive and the manifest.
 */
async function finishBackup(manifest: BackupManifest, exportArn: string): Promise<BackupManifest> {
  const { backupId } = manifest;
  const exported = await readExport(backupId, exportArn);
  const lines: string[] = [];
  for await (const fileLines of exported.lines()) lines.push(...fileLines);
  const table = {
    ...countItems(lines),
    bytes: exported.files.reduce((sum, file) => sum + file.size, 0),
  };
  if (table.itemCount !== exported.itemCount)
    throw new Error(`The export holds ${table.itemCount} items, its summary says ${exported.itemCount}`);

  const kept = await objectSnapshot().take({ backupId, at: new Date(manifest.timestamp) });
  const objectsList = kept.map((object) => JSON.stringify(object)).join('\n');
  await putBackupObject(`${backupPrefix(backupId)}${OBJECTS_LIST}`, objectsList, 'application/x-ndjson');
  const objects = {
    count: kept.length,
    bytes: kept.reduce((sum, object) => sum + object.size, 0),
    storage: config().APP_ENV === 'local' ? ('copies' as const) : ('versions' as const),
  };
  const done: BackupManifest = {
    ...manifest,
    status: 'done',
    finishedAt: new Date().toISOString(),
    table,
    objects,
    size: table.bytes + objects.bytes,
  };

  // The archive: the manifest, the list of files and the table export; never the photos themselves.
  const entries: Zippable = {
    'manifest.json': strToU8(JSON.stringify(done, null, 2)),
    [OBJECTS_LIST]: strToU8(objectsList),
  };
  for (const file of exported.files) {
    const bytes = await getBackupObject(file.key);
    if (bytes) entries[file.key.slice(backupPrefix(backupId).length)] = [bytes, { level: 0 }];
  }
  const archive = zipSync(entries, { level: 6 });
  await putBackupObject(archiveKey(backupId), archive, 'application/zip');

  const finished = { ...done, archive: { key: archiveKey(backupId), bytes: archive.length } };
  await writeManifest(finished);
  metrics.addMetric(METRIC.backupsCompleted, MetricUnit.Count, 1);
  logger.info('Backup done', {
    backupId,
    itemCount: table.itemCount,
    objectCount: objects.count,
    sizeBytes: finished.size,
  });
  return finished;
}

async function failBackup(manifest: BackupManifest, error: unknown): Promise<BackupManifest> {
  const failure = (error as Error).message;
  logger.error('Backup failed', { backupId: manifest.backupId, errorName: (error as Error).name, failure });
  metrics.addMetric(METRIC.backupsFailed, MetricUnit.Count, 1);
  const failed: BackupManifest = {
    ...manifest,
    status: 'failed',
    failure,
    finishedAt: new Date().toISOString(),
  };
  await writeManifest(failed);
  return failed;
}
