import {
  DescribeExportCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ExportTableToPointInTimeCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CopyObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoDbTableExport } from '#adapters/backups/dynamodb-export';
import { VersionedObjectSnapshot } from '#adapters/backups/object-versions';
import { CopiedObjectSnapshot } from '#adapters/backups/object-copies';

const dynamo = mockClient(DynamoDBClient);
const s3 = mockClient(S3Client);
const TABLE_ARN = 'arn:aws:dynamodb:ca-central-1:123456789012:table/rv';
const EXPORT_ARN = `${TABLE_ARN}/export/01695353076000-06e2188f`;

describe('the DynamoDB export adapter', () => {
  const port = new DynamoDbTableExport(new DynamoDBClient({}), 'rv', 'rv-backups');
  beforeEach(() => dynamo.reset());
  afterAll(() => dynamo.restore());

  it('exports the table by its ARN, in DynamoDB JSON, under the prefix without its trailing slash', async () => {
    // Prepare
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableArn: TABLE_ARN } });
    dynamo.on(ExportTableToPointInTimeCommand).resolves({
      ExportDescription: { ExportArn: EXPORT_ARN, ExportTime: new Date('2025-01-31T18:00:00Z') },
    });

    // Act
    const started = await port.start({ prefix: 'backups/b1/table/', clientToken: 'b1' });

    // Assess
    expect(started).toEqual({ exportArn: EXPORT_ARN, exportTime: '2025-01-31T18:00:00.000Z' });
    expect(dynamo.commandCalls(ExportTableToPointInTimeCommand)[0]!.args[0].input).toEqual({
      TableArn: TABLE_ARN,
      S3Bucket: 'rv-backups',
      S3Prefix: 'backups/b1/table',
      ExportFormat: 'DYNAMODB_JSON',
      ClientToken: 'b1',
    });
  });

  it('lets the refusal of a table without point-in-time recovery through, to fail the backup', async () => {
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableArn: TABLE_ARN } });
    const refusal = Object.assign(new Error('Point in time recovery is not enabled'), {
      name: 'PointInTimeRecoveryUnavailableException',
    });
    dynamo.on(ExportTableToPointInTimeCommand).rejects(refusal);
    await expect(port.start({ prefix: 'backups/b1/table/', clientToken: 'b1' })).rejects.toThrow(
      /Point in time recovery/,
    );
  });

  it('refuses an export answer without an ARN rather than recording a backup it cannot follow', async () => {
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableArn: TABLE_ARN } });
    dynamo.on(ExportTableToPointInTimeCommand).resolves({ ExportDescription: {} });
    await expect(port.start({ prefix: 'p/', clientToken: 'b1' })).rejects.toThrow(/without an ARN/);
  });

  it('reports a failed export with its code and message, and a running one as in progress', async () => {
    dynamo
      .on(DescribeExportCommand)
      .resolvesOnce({
        ExportDescription: { ExportStatus: 'FAILED', FailureCode: 'S3NoSuchBucket', FailureMessage: 'gone' },
      })
      .resolvesOnce({ ExportDescription: { ExportStatus: 'IN_PROGRESS' } })
      .resolvesOnce({ ExportDescription: { ExportStatus: 'COMPLETED' } });
    expect(await port.status(EXPORT_ARN)).toEqual({ status: 'FAILED', failure: 'S3NoSuchBucket: gone' });
    expect(await port.status(EXPORT_ARN)).toEqual({ status: 'IN_PROGRESS' });
    expect(await port.status(EXPORT_ARN)).toEqual({ status: 'COMPLETED' });
    expect(dynamo.commandCalls(DescribeExportCommand)[0]!.args[0].input).toEqual({ ExportArn: EXPORT_ARN });
  });

  it('throws on an export it cannot find a status for', async () => {
    dynamo.on(DescribeExportCommand).resolves({});
    await expect(port.status(EXPORT_ARN)).rejects.toThrow(/unknown status/);
  });
});

describe('the versioned uploads snapshot', () => {
  const port = new VersionedObjectSnapshot(new S3Client({}), 'rv-uploads');
  const at = new Date('2025-01-31T18:00:00Z');
  const before = new Date('2025-01-31T17:00:00Z');
  const after = new Date('2025-01-31T19:00:00Z');
  beforeEach(() => s3.reset());
  afterAll(() => s3.restore());

  it('records, page after page, the version current at the backup moment and leaves deleted files out', async () => {
    // Prepare: a file replaced after the moment, one deleted before it, one created after it.
    s3.on(ListObjectVersionsCommand)
      .resolvesOnce({
        IsTruncated: true,
        NextKeyMarker: 'b.jpg',
        NextVersionIdMarker: 'v-b1',
        Versions: [
          { Key: 'a.jpg', VersionId: 'v-a2', LastModified: after, Size: 20, ETag: '"a2"' },
          { Key: 'a.jpg', VersionId: 'v-a1', LastModified: before, Size: 10, ETag: '"a1"' },
          { Key: 'b.jpg', VersionId: 'v-b1', LastModified: before, Size: 30, ETag: '"b1"' },
        ],
      })
      .resolvesOnce({
        IsTruncated: false,
        DeleteMarkers: [{ Key: 'b.jpg', VersionId: 'd-b', LastModified: before }],
        Versions: [{ Key: 'c.jpg', VersionId: 'v-c1', LastModified: after, Size: 5, ETag: '"c1"' }],
      });

    // Act
    const kept = await port.take({ at });

    // Assess: b.jpg's delete marker, in the same second as its version, is taken as the later.
    expect(kept).toEqual([{ key: 'a.jpg', size: 10, etag: '"a1"', versionId: 'v-a1' }]);
    expect(s3.commandCalls(ListObjectVersionsCommand)[1]!.args[0].input).toMatchObject({
      KeyMarker: 'b.jpg',
      VersionIdMarker: 'v-b1',
    });
  });

  it('copies the recorded version back, the key encoded as a path', async () => {
    s3.on(CopyObjectCommand).resolves({});
    await port.restore({
      backupId: 'b1',
      bucket: 'rv-restored',
      object: { key: 'previews/u 1/é.jpg', size: 1, etag: '"x"', versionId: 'v/1' },
    });
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'rv-restored',
      Key: 'previews/u 1/é.jpg',
      CopySource: 'rv-uploads/previews/u%201/%C3%A9.jpg?versionId=v%2F1',
    });
  });
});

describe('the local copies snapshot', () => {
  const listing = (prefix: string) =>
    Promise.resolve(
      prefix === 'copies/'
        ? [{ key: 'copies/kept', size: 1, etag: '"kept"' }]
        : [
            { key: 'uploads/a.jpg', size: 3, etag: '"kept"' },
            { key: 'uploads/b.jpg', size: 4, etag: '"fresh"' },
          ],
    );
  const port = new CopiedObjectSnapshot(new S3Client({}), 'rv-uploads', 'rv-backups', listing);
  beforeEach(() => s3.reset());

  it('copies only the content no earlier backup kept', async () => {
    s3.on(CopyObjectCommand).resolves({});
    const kept = await port.take();
    expect(s3.commandCalls(CopyObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      'copies/fresh',
    ]);
    expect(kept.map((object) => object.key)).toEqual(['uploads/a.jpg', 'uploads/b.jpg']);
  });

  it('takes the copy another backup wrote at the same moment, and fails when there is none', async () => {
    s3.on(CopyObjectCommand).rejects(new Error('We encountered an internal error'));
    s3.on(HeadObjectCommand).resolves({ ETag: '"fresh"' });
    await expect(port.take()).resolves.toHaveLength(2);
    s3.on(HeadObjectCommand).rejects(new Error('NotFound'));
    await expect(port.take()).rejects.toThrow('internal error');
    expect(s3.commandCalls(CopyObjectCommand).length).toBe(1 + 3);
  });
});
