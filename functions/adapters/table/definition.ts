import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS } from './keys';

/** As in AWS (infra/constructs/data.ts): the stream the admin's counters follow. */
export const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

export const indexDefinition = (index: (typeof TABLE_INDEXES)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * The product's table made outside CloudFormation (the local stack, a restore): the same keys,
 * indexes and stream as the CDK table. TTL is turned on by a separate call once it exists.
 */
export function tableDefinition(name: string): CreateTableCommandInput {
  const keyNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map(indexDefinition),
    StreamSpecification: TABLE_STREAM,
  };
}
