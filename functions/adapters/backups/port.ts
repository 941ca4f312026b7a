/**
 * How a backup copies the two stores it protects. Two implementations each, chosen by
 * configuration (index.ts): AWS's own mechanisms, and local stand-ins that write the same layout.
 */

export type ExportStatus = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface StartedExport {
  /** Names the export in `status`; its last segment is the export's folder under `AWSDynamoDB/`. */
  exportArn: string;
  /** The table's point in time the export holds (ISO). */
  exportTime: string;
}

/**
 * A copy of the table in DynamoDB's export format (DYNAMODB_JSON) under a prefix of the backup
 * bucket: `<prefix>AWSDynamoDB/<exportId>/manifest-summary.json`, `manifest-files.json` and
 * `data/*.json.gz`, one `{"Item":{…}}` per line. Reading it back is the same code for both.
 */
export interface TableExportPort {
  start(input: { prefix: string; clientToken: string }): Promise<StartedExport>;
  status(exportArn: string): Promise<{ status: ExportStatus; failure?: string }>;
}

/** One file of the uploads bucket as a backup keeps it. */
export interface BackupObject {
  key: string;
  size: number;
  etag: string;
  /** The version kept in the versioned uploads bucket (AWS); null for a copy in the backup bucket. */
  versionId: string | null;
}

/**
 * The uploads bucket's files as of a moment: in AWS the bucket is versioned and a backup records
 * which version of each file was current (no copy); locally (no versioning) it copies them.
 */
export interface ObjectSnapshotPort {
  take(input: { backupId: string; at: Date }): Promise<BackupObject[]>;
  /** Writes one kept file back, under its key, into `bucket`. */
  restore(input: { backupId: string; object: BackupObject; bucket: string }): Promise<void>;
}
