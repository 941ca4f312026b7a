import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import { clientOptions } from '../aws-options';

let client: DynamoDBClient | undefined;

/**
 * The low-level DynamoDB client, created once: exports, scans and restores handle items as
 * DynamoDB JSON (marshalled), exactly as the export format stores them.
 */
export function rawTable(): DynamoDBClient {
  if (!client)
    client = tracer.captureAWSv3Client(
      new DynamoDBClient({ ...clientOptions(config().DYNAMODB_ENDPOINT), maxAttempts: 3 }),
    );
  return client;
}
