import {
  DescribeExportCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ExportTableToPointInTimeCommand,
} from '@aws-sdk/client-dynamodb';
import type { ExportStatus, StartedExport, TableExportPort } from './port';

/**
 * DynamoDB's point-in-time export (point-in-time recovery is on for the table): the table is
 * copied to the bucket by DynamoDB itself, without reading capacity, in minutes.
 */
export class DynamoDbTableExport implements TableExportPort {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
    private readonly bucket: string,
  ) {}

  async start({ prefix, clientToken }: { prefix: string; clientToken: string }): Promise<StartedExport> {
    const { Table } = await this.client.send(new DescribeTableCommand({ TableName: this.tableName }));
    if (!Table?.TableArn) throw new Error(`Table ${this.tableName} has no ARN`);
    const { ExportDescription } = await this.client.send(
      new ExportTableToPointInTimeCommand({
        TableArn: Table.TableArn,
        S3Bucket: this.bucket,
        // DynamoDB adds `AWSDynamoDB/<export id>/` under the prefix, which must not end with a slash.
        S3Prefix: prefix.replace(/\/$/u, ''),
        ExportFormat: 'DYNAMODB_JSON',
        // A retried start (same backup) returns the same export instead of starting a second one.
        ClientToken: clientToken,
      }),
    );
    if (!ExportDescription?.ExportArn) throw new Error('The export started without an ARN');
    return {
      exportArn: ExportDescription.ExportArn,
      exportTime: (ExportDescription.ExportTime ?? new Date()).toISOString(),
    };
  }

  async status(exportArn: string): Promise<{ status: ExportStatus; failure?: string }> {
    const { ExportDescription } = await this.client.send(new DescribeExportCommand({ ExportArn: exportArn }));
    const status = ExportDescription?.ExportStatus;
    if (status === 'FAILED')
      return {
        status,
        failure: [ExportDescription?.FailureCode, ExportDescription?.FailureMessage]
          .filter(Boolean)
          .join(': '),
      };
    if (status === 'COMPLETED' || status === 'IN_PROGRESS') return { status };
    throw new Error(`Export ${exportArn} has an unknown status ${String(status)}`);
  }
}
