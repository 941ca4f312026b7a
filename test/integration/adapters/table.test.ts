import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '#scripts/local/resources';
import { describe, expect, it } from 'vitest';
import { table, tableName } from '#adapters/table/client';
import { TABLE_INDEXES, TABLE_KEYS } from '#adapters/table/keys';
import { clearCounter, incrementCounter, readCounter } from '#adapters/table/counters';
import { createSession, getSession, revokeSession } from '#adapters/table/sessions';
import { createUser, findUserByEmail, getUser } from '#adapters/table/users';
import { makeUser } from '../support/users';

describe('table adapter against DynamoDB Local', () => {
  it('creates the table from the shared key definitions, with its index and TTL', async () => {
    const { Table } = await table().send(new DescribeTableCommand({ TableName: tableName() }));
    const ttl = await table().send(new DescribeTimeToLiveCommand({ TableName: tableName() }));
    expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual([
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(TABLE_INDEXES.map((i) => i.name));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(TABLE_KEYS.ttlAttribute);
  });

  it('adds the indexes a table made by an earlier version lacks, keeping its items', async () => {
    const name = `older-${randomUUID()}`;
    const endpoint = process.env.DYNAMODB_ENDPOINT!;
    await table().send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    await table().send(new PutCommand({ TableName: name, Item: { pk: 'A', sk: 'B', kept: true } }));

    await ensureTable(endpoint, name);
    const { Table } = await table().send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      TABLE_INDEXES.map((i) => i.name).sort(),
    );
    expect(
      (await table().send(new GetCommand({ TableName: name, Key: { pk: 'A', sk: 'B' } }))).Item?.kept,
    ).toBe(true);
    await table().send(new DeleteTableCommand({ TableName: name }));
  });

  it('keeps e-mail addresses unique with a transaction: the second account is refused whole', async () => {
    const first = await makeUser();
    const { id: _id, createdAt: _createdAt, ...fields } = first;
    const second = await createUser({ ...fields, tier: 'essential' });
    expect(second).toBeNull();
    expect((await findUserByEmail(first.email))?.id).toBe(first.id);
    expect((await getUser(first.id))?.tier).toBe('conseiller_sst_pro');
  });

  it('finds nothing for an unknown address', async () => {
    expect(await findUserByEmail(`missing-${randomUUID()}@test.local`)).toBeUndefined();
  });

  it('treats an expired session as absent even before TTL deletes it', async () => {
    const user = await makeUser();
    const live = await createSession(user.id, 3600);
    // Stored with an expiry already passed: DynamoDB's TTL has not deleted it yet.
    const stale = await createSession(user.id, -1);
    expect((await getSession(live.id))?.userId).toBe(user.id);
    expect(await getSession(stale.id)).toBeUndefined();
    await revokeSession(live.id);
    expect(await getSession(live.id)).toBeUndefined();
  });

  it('counts hits atomically, and starts again after the window', async () => {
    const email = `fail-${randomUUID()}@test.local`;
    expect(await incrementCounter(email, 900)).toBe(1);
    // Once the counter exists, concurrent failures are added atomically: none is lost.
    const counts = await Promise.all(Array.from({ length: 4 }, () => incrementCounter(email, 900)));
    expect([...counts].sort()).toEqual([2, 3, 4, 5]);
    expect(await readCounter(email)).toBe(5);
    await clearCounter(email);
    expect(await readCounter(email)).toBe(0);

    const expired = `expired-${randomUUID()}@test.local`;
    await incrementCounter(expired, -10);
    expect(await readCounter(expired)).toBe(0);
    expect(await incrementCounter(expired, 900)).toBe(1);
  });
});
