import { strFromU8 } from 'fflate';
import {
  BACKUPS_PREFIX,
  deleteBackupObject,
  getBackupObject,
  listFolders,
  listObjects,
  manifestKey,
  putBackupObject,
  RUNNING_PREFIX,
  runningKey,
} from '#adapters/backups';
import { backupManifest, type BackupManifest } from './manifest';

/** Manifests read at once when listing. */
const PARALLEL_READS = 16;

export async function readManifest(backupId: string): Promise<BackupManifest | null> {
  const bytes = await getBackupObject(manifestKey(backupId));
  return bytes ? backupManifest.parse(JSON.parse(strFromU8(bytes))) : null;
}

/** Writes the manifest; a running backup also gets its marker, which goes when it ends. */
export async function writeManifest(manifest: BackupManifest): Promise<void> {
  await putBackupObject(
    manifestKey(manifest.backupId),
    JSON.stringify(backupManifest.parse(manifest), null, 2),
    'application/json',
  );
  if (manifest.status === 'running')
    await putBackupObject(runningKey(manifest.backupId), new Uint8Array(0), 'text/plain');
  else await deleteBackupObject(runningKey(manifest.backupId));
}

/** Ids of the backups under way, from their markers: one small listing, whatever the history. */
export async function runningBackupIds(): Promise<string[]> {
  return (await listObjects(RUNNING_PREFIX)).map((object) => object.key.slice(RUNNING_PREFIX.length));
}

/**
 * Every backup's manifest, newest first, read from the backup bucket itself: the list must not
 * depend on the table it backs up. A folder without a manifest (expired half-way) is skipped.
 */
export async function allManifests(): Promise<BackupManifest[]> {
  const ids = (await listFolders(BACKUPS_PREFIX)).map((folder) =>
    folder.slice(BACKUPS_PREFIX.length).replace(/\/$/u, ''),
  );
  const manifests: BackupManifest[] = [];
  for (let i = 0; i < ids.length; i += PARALLEL_READS) {
    const read = await Promise.all(ids.slice(i, i + PARALLEL_READS).map(readManifest));
    manifests.push(...read.filter((manifest): manifest is BackupManifest => manifest !== null));
  }
  return manifests.sort((a, b) => b.backupId.localeCompare(a.backupId));
}
