import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditEntry, type AuditEntry } from '#shared/schemas/admin';
import type { ItemKeys } from './keys';
import { fromRow, table, tableName } from './client';

/**
 * The administrators' audit log: one partition, newest first by time. Entries are kept two years
 * (TTL), beyond the backups' retention, so an account's history outlives a restore.
 */
const AUDIT_PARTITION = 'AUDIT';
const AUDIT_RETENTION_SECONDS = 2 * 365 * 24 * 3600;

export async function putAuditEntry(
  entry: Omit<AuditEntry, 'id' | 'at'>,
  now = new Date(),
): Promise<AuditEntry> {
  const stored: AuditEntry = { id: randomUUID(), at: now.toISOString(), ...entry };
  const item: ItemKeys & AuditEntry & { type: 'audit' } = {
    pk: AUDIT_PARTITION,
    sk: `${stored.at}#${stored.id}`,
    type: 'audit',
    expiresAt: Math.floor(now.getTime() / 1000) + AUDIT_RETENTION_SECONDS,
    ...stored,
  };
  await table().send(new PutCommand({ TableName: tableName(), Item: item }));
  return stored;
}

export async function latestAuditEntries(limit: number): Promise<AuditEntry[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => fromRow(auditEntry, 'audit', item));
}
