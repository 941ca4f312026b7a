import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BATCH_MAX_ATTEMPTS } from '#adapters/table/batch';
import { revokeUserSessions } from '#adapters/table/sessions';
import { testConfig } from './support/config';

const dynamo = mockClient(DynamoDBDocumentClient);

const sessionKeys = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ pk: `SESSION#s${i}`, sk: 'SESSION', id: `s${i}` }));
const deleteOf = ({ pk, sk }: { pk: string; sk: string }) => ({ DeleteRequest: { Key: { pk, sk } } });
const sentDeletes = () =>
  dynamo.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems?.['unit-table']);

describe('batch writes of the table adapter', () => {
  beforeEach(() => {
    testConfig();
    dynamo.reset();
  });
  afterAll(() => dynamo.restore());

  it('sends again what a throttled batch left unprocessed, until every session is revoked', async () => {
    // Prepare: three sessions; DynamoDB leaves two of them unprocessed, then one, then none.
    const [first, second, third] = sessionKeys(3).map(deleteOf);
    dynamo.on(QueryCommand).resolves({ Items: sessionKeys(3) });
    dynamo
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'unit-table': [second!, third!] } })
      .resolvesOnce({ UnprocessedItems: { 'unit-table': [third!] } })
      .resolves({ UnprocessedItems: {} });

    // Act
    const revoked = await revokeUserSessions('u1');

    // Assess: each retry carries exactly what was left over.
    expect(revoked).toBe(3);
    expect(sentDeletes()).toEqual([[first, second, third], [second, third], [third]]);
  });

  it('fails instead of reporting success when items stay unprocessed', async () => {
    const [only] = sessionKeys(1).map(deleteOf);
    dynamo.on(QueryCommand).resolves({ Items: sessionKeys(1) });
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: { 'unit-table': [only!] } });

    await expect(revokeUserSessions('u1')).rejects.toThrow(/1 table writes left unprocessed/);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(BATCH_MAX_ATTEMPTS);
  }, 15_000);

  it('writes at most 25 items per batch and keeps the session making the change', async () => {
    dynamo.on(QueryCommand).resolves({ Items: sessionKeys(30) });
    dynamo.on(BatchWriteCommand).resolves({});

    expect(await revokeUserSessions('u1', 's0')).toBe(29);
    expect(sentDeletes().map((batch) => batch?.length)).toEqual([25, 4]);
    expect(sentDeletes().flat()).not.toContainEqual(deleteOf(sessionKeys(1)[0]!));
  });
});
