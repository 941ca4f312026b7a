import { gunzipSync, strFromU8 } from 'fflate';
import { exportFolder, getBackupObject, listObjects } from '#adapters/backups';

async function required(key: string): Promise<Uint8Array> {
  const bytes = await getBackupObject(key);
  if (!bytes) throw new Error(`The export lacks ${key}`);
  return bytes;
}

/**
 * The files of a finished export (DynamoDB's layout, written by DynamoDB or by the local scan):
 * its summary's item count, every file with its size, and the item lines of its data files.
 */
export async function readExport(backupId: string, exportArn: string) {
  const folder = exportFolder(backupId, exportArn);
  const summary = JSON.parse(strFromU8(await required(`${folder}manifest-summary.json`))) as {
    itemCount: number;
    manifestFilesS3Key: string;
  };
  const dataKeys = strFromU8(await required(summary.manifestFilesS3Key))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { dataFileS3Key: string }).dataFileS3Key);
  return {
    folder,
    itemCount: summary.itemCount,
    files: await listObjects(folder),
    /** Item lines, one data file at a time. */
    async *lines(): AsyncGenerator<string[]> {
      for (const key of dataKeys)
        yield strFromU8(gunzipSync(await required(key)))
          .split('\n')
          .filter((line) => line.trim());
    },
  };
}
