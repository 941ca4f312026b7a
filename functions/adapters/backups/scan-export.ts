import { randomBytes } from 'node:crypto';
import { type AttributeValue, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { gzipSync, strToU8 } from 'fflate';
import type { ExportStatus, StartedExport, TableExportPort } from './port';

/** Items per data file: files stay a few megabytes, as DynamoDB's own are. */
const ITEMS_PER_FILE = 5_000;

type Put = (key: string, body: Uint8Array | string, contentType: string) => Promise<void>;

/**
 * The local stand-in for the point-in-time export (DynamoDB Local cannot export): it scans the
 * table and writes DynamoDB's export layout and format itself, so that finishing, listing and
 * restoring a backup run the same code locally as in AWS. It is complete when `start` returns.
 */
export class ScanTableExport implements TableExportPort {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
    private readonly bucket: string,
    private readonly put: Put,
  ) {}

  async start({ prefix }: { prefix: string }): Promise<StartedExport> {
    const startTime = new Date().toISOString();
    const exportId = `${Date.now().toString().padStart(14, '0')}-${randomBytes(4).toString('hex')}`;
    const folder = `${prefix}AWSDynamoDB/${exportId}/`;
    const files: { itemCount: number; dataFileS3Key: string }[] = [];
    let lines: string[] = [];
    const writeFile = async () => {
      if (!lines.length) return;
      const dataFileS3Key = `${folder}data/${randomBytes(13).toString('hex')}.json.gz`;
      await this.put(dataFileS3Key, gzipSync(strToU8(`${lines.join('\n')}\n`)), 'application/gzip');
      files.push({ itemCount: lines.length, dataFileS3Key });
      lines = [];
    };
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new ScanCommand({ TableName: this.tableName, ExclusiveStartKey: startKey, ConsistentRead: true }),
      );
      for (const item of page.Items ?? []) {
        lines.push(JSON.stringify({ Item: item }));
        if (lines.length >= ITEMS_PER_FILE) await writeFile();
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    await writeFile();

    const exportArn = `arn:aws:dynamodb:local:000000000000:table/${this.tableName}/export/${exportId}`;
    const manifestFilesS3Key = `${folder}manifest-files.json`;
    await this.put(
      manifestFilesS3Key,
      files.map((file) => JSON.stringify(file)).join('\n'),
      'application/json',
    );
    await this.put(
      `${folder}manifest-summary.json`,
      JSON.stringify({
        version: '2020-06-30',
        exportArn,
        startTime,
        endTime: new Date().toISOString(),
        tableArn: `arn:aws:dynamodb:local:000000000000:table/${this.tableName}`,
        exportTime: startTime,
        s3Bucket: this.bucket,
        s3Prefix: prefix.replace(/\/$/u, ''),
        manifestFilesS3Key,
        itemCount: files.reduce((sum, file) => sum + file.itemCount, 0),
        outputFormat: 'DYNAMODB_JSON',
        exportType: 'FULL_EXPORT',
      }),
      'application/json',
    );
    return { exportArn, exportTime: startTime };
  }

  async status(): Promise<{ status: ExportStatus }> {
    return { status: 'COMPLETED' };
  }
}
