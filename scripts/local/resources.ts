import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { TABLE_INDEXES, TABLE_KEYS } from '#adapters/table/keys';
import { indexDefinition, TABLE_STREAM, tableDefinition } from '#adapters/table/definition';

export interface LocalNames {
  table: string;
  bucket: string;
  /** The backup bucket (no versioning locally: backups copy the files, see functions/adapters/backups). */
  backupBucket: string;
  queue: string;
  deadLetterQueue: string;
}

export const LOCAL_NAMES: LocalNames = {
  table: 'risquevision',
  bucket: 'risquevision-uploads',
  backupBucket: 'risquevision-backups',
  queue: 'risquevision-jobs',
  deadLetterQueue: 'risquevision-jobs-dlq',
};

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_REGION = 'ca-central-1';

/**
 * Creates the table from the same key definitions as the CDK stack if it is missing, and adds the
 * indexes a table made by an earlier version lacks (data kept in .data/ survives upgrades).
 */
export async function ensureTable(endpoint: string, name: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    await addMissingIndexes(
      client,
      name,
      new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName)),
    );
    // A table made before the admin's counters lacks its stream.
    if (!Table?.StreamSpecification?.StreamEnabled)
      await client.send(new UpdateTableCommand({ TableName: name, StreamSpecification: TABLE_STREAM }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(tableDefinition(name)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
}

/** One index at a time (DynamoDB's rule), each waited for until it is active. */
async function addMissingIndexes(client: DynamoDBClient, name: string, present: Set<string | undefined>) {
  for (const index of TABLE_INDEXES) {
    if (present.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    for (let attempt = 0; attempt < 120; attempt++) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
      if (Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.name)?.IndexStatus === 'ACTIVE')
        break;
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

/** The upload bucket, with the CORS rule the browser's direct PUT needs. */
export async function ensureBucket(endpoint: string, name: string, webOrigin: string): Promise<void> {
  const client = new S3Client({ endpoint, region: LOCAL_REGION, credentials, forcePathStyle: true });
  try {
    await client.send(new HeadBucketCommand({ Bucket: name }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: name }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: name,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [webOrigin],
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

export interface QueueUrls {
  queueUrl: string;
  deadLetterQueueUrl: string;
}

/** The jobs queue and its dead-letter queue (a message received maxReceiveCount times moves there). */
export async function ensureQueues(
  endpoint: string,
  names: Pick<LocalNames, 'queue' | 'deadLetterQueue'>,
  { visibilityTimeoutSeconds = 60, maxReceiveCount = 3 } = {},
): Promise<QueueUrls> {
  const client = new SQSClient({ endpoint, region: LOCAL_REGION, credentials });
  const dlq = await client.send(new CreateQueueCommand({ QueueName: names.deadLetterQueue }));
  const dlqUrl = dlq.QueueUrl!;
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }),
  );
  const main = await client.send(
    new CreateQueueCommand({
      QueueName: names.queue,
      Attributes: {
        VisibilityTimeout: String(visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount }),
      },
    }),
  );
  return { queueUrl: main.QueueUrl!, deadLetterQueueUrl: dlqUrl };
}
