import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import { clientOptions } from './aws-options';
import { TABLE_KEYS } from './table/keys';

let client: DynamoDBClient | undefined;

/**
 * Idempotency records in the single table: partition `IDEMPOTENCY#<route>`, sort key the
 * request's hash, expiry in the table's TTL attribute (epoch seconds, as DynamoDB's TTL
 * reads it). One store per invocation, sharing the client: Powertools snapshots its settings
 * on first use, and locally several requests run at once in one process.
 */
export function idempotencyStore(routeId: string): DynamoDBPersistenceLayer {
  client ??= tracer.captureAWSv3Client(new DynamoDBClient(clientOptions(config().DYNAMODB_ENDPOINT)));
  return new DynamoDBPersistenceLayer({
    tableName: config().TABLE_NAME,
    awsSdkV3Client: client,
    keyAttr: TABLE_KEYS.partitionKey,
    sortKeyAttr: TABLE_KEYS.sortKey,
    staticPkValue: `IDEMPOTENCY#${routeId}`,
    expiryAttr: TABLE_KEYS.ttlAttribute,
  });
}
