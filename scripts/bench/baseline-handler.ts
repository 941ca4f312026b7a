import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * The yardstick: a bare Lambda doing one DynamoDB GetItem (no middleware, no session,
 * no schema), answering the item as JSON. The API's per-request figures are ratios to it.
 */
const client = new DynamoDBClient({
  region: process.env.AWS_REGION,
  endpoint: process.env.DYNAMODB_ENDPOINT,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  maxAttempts: 3,
});

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: { S: `ANALYSIS#${event.pathParameters?.id ?? ''}` }, sk: { S: 'ANALYSIS' } },
    }),
  );
  return {
    statusCode: Item ? 200 : 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ id: Item?.id?.S ?? null, status: Item?.status?.S ?? null }),
  };
}
