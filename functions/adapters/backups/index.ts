import { config } from '#functions/config';
import { objects } from '../objects';
import { backupBucket, listObjects, putBackupObject } from './bucket';
import { rawTable } from './dynamodb-client';
import { DynamoDbTableExport } from './dynamodb-export';
import { CopiedObjectSnapshot } from './object-copies';
import { VersionedObjectSnapshot } from './object-versions';
import type { ObjectSnapshotPort, TableExportPort } from './port';
import { ScanTableExport } from './scan-export';

export * from './bucket';
export * from './names';
export type { BackupObject } from './port';
export { inBatches } from './object-copies';
export { rawTable } from './dynamodb-client';
export * from './restore-table';

/**
 * The table's export: DynamoDB's point-in-time export in AWS, a scan writing the same format
 * locally (APP_ENV=local), where the engine cannot export.
 */
export function tableExport(tableName = config().TABLE_NAME): TableExportPort {
  return config().APP_ENV === 'local'
    ? new ScanTableExport(rawTable(), tableName, backupBucket(), putBackupObject)
    : new DynamoDbTableExport(rawTable(), tableName, backupBucket());
}

/** The uploads' files: versions recorded in AWS, copies into the backup bucket locally. */
export function objectSnapshot(uploadsBucket = config().BUCKET_NAME): ObjectSnapshotPort {
  return config().APP_ENV === 'local'
    ? new CopiedObjectSnapshot(objects(), uploadsBucket, backupBucket(), listObjects)
    : new VersionedObjectSnapshot(objects(), uploadsBucket);
}
