import { strFromU8 } from 'fflate';
import {
  type BackupObject,
  backupPrefix,
  ensureRestoreTable,
  getBackupObject,
  inBatches,
  isTableEmpty,
  listObjects,
  objectSnapshot,
  putRawItems,
  type RawItem,
  scanRawItems,
} from '#adapters/backups';
import { countItems } from './manifest';
import { readExport } from './export-files';
import { readManifest } from './manifests';
import { OBJECTS_LIST } from './run';

export interface RestoreOptions {
  backupId: string;
  /** The table to fill: created when missing, refused when it holds items unless `force`. */
  table: string;
  /** Where the kept files go back (the uploads bucket, or another). */
  bucket: string;
  force?: boolean;
  log?: (line: string) => void;
}

interface RestoreReport {
  backupId: string;
  table: string;
  tableCreated: boolean;
  itemCount: number;
  countsByEntity: Record<string, number>;
  objectCount: number;
  objectBytes: number;
}

/** A restore that must not go on; the command prints the message and exits non-zero. */
class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const keyOf = (item: RawItem) => `${item.pk?.S}\u0000${item.sk?.S}`;

/**
 * Puts a finished backup back: its items into a new or empty table (never over a table that holds
 * items unless forced), its files into the bucket (from the recorded versions in AWS, from the
 * copies locally), then checks that every item and every file is there with the backup's counts.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { backupId, table, bucket, force = false, log = () => {} } = options;
  const manifest = await readManifest(backupId);
  if (!manifest) throw new RestoreRefused(`Backup ${backupId} does not exist (or has expired).`);
  if (manifest.status !== 'done' || !manifest.exportArn || !manifest.table || !manifest.objects)
    throw new RestoreRefused(
      `Backup ${backupId} is ${manifest.status}: only a finished backup can be restored.`,
    );

  const tableCreated = (await ensureRestoreTable(table)) === 'created';
  if (!tableCreated && !(await isTableEmpty(table)) && !force)
    throw new RestoreRefused(
      `Table ${table} already holds items: restore into a new or empty table (--into <table>), or pass --force to write over it.`,
    );
  log(`${tableCreated ? 'Created' : 'Using'} table ${table}`);

  const exported = await readExport(backupId, manifest.exportArn);
  const restoredKeys = new Set<string>();
  for await (const lines of exported.lines()) {
    const items = lines.map((line) => (JSON.parse(line) as { Item: RawItem }).Item);
    await putRawItems(table, items);
    for (const item of items) restoredKeys.add(keyOf(item));
  }
  log(`Wrote ${restoredKeys.size} items`);

  const listBytes = await getBackupObject(`${backupPrefix(backupId)}${OBJECTS_LIST}`);
  const kept: BackupObject[] = listBytes
    ? strFromU8(listBytes)
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as BackupObject)
    : [];
  const snapshot = objectSnapshot();
  await inBatches(kept, (object) => snapshot.restore({ backupId, object, bucket }));
  log(`Copied ${kept.length} files into ${bucket}`);

  // Verification: the items of the backup are all in the table, with the backup's counts by entity.
  const inTable = await scanRawItems(table);
  const restored = inTable.filter((item) => restoredKeys.has(keyOf(item)));
  const counted = countItems(restored.map((Item) => JSON.stringify({ Item })));
  const expected = manifest.table.countsByEntity;
  const mismatch = Object.keys({ ...expected, ...counted.countsByEntity }).filter(
    (entity) => (expected[entity] ?? 0) !== (counted.countsByEntity[entity] ?? 0),
  );
  if (counted.itemCount !== manifest.table.itemCount || mismatch.length)
    throw new Error(
      `Restored ${counted.itemCount} of ${manifest.table.itemCount} items (differences: ${mismatch.join(', ') || 'total'})`,
    );
  if (!force && inTable.length !== manifest.table.itemCount)
    throw new Error(`Table ${table} holds ${inTable.length} items, the backup ${manifest.table.itemCount}`);

  const inBucket = new Map((await listObjects('', bucket)).map((object) => [object.key, object]));
  const missing = kept.filter((object) => {
    const found = inBucket.get(object.key);
    // A multipart ETag is not the content's MD5 and may differ after a copy: the size still must match.
    return !found || found.size !== object.size || (!object.etag.includes('-') && found.etag !== object.etag);
  });
  if (missing.length)
    throw new Error(`${missing.length} files were not restored intact (first: ${missing[0]!.key})`);
  log(`Verified ${counted.itemCount} items and ${kept.length} files against the backup's manifest`);

  return {
    backupId,
    table,
    tableCreated,
    itemCount: counted.itemCount,
    countsByEntity: counted.countsByEntity,
    objectCount: kept.length,
    objectBytes: kept.reduce((sum, object) => sum + object.size, 0),
  };
}
