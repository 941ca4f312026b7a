/**
 * Single-table key definitions. The CDK table, the local table creation and every
 * entity module use these names; no other file spells a key attribute.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

export const TABLE_INDEXES = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Sparse: only items waiting for something by date (corrective actions due for a reminder). */
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/** Key attributes every item carries (gsi1 only where the entity is listed through it). */
export interface ItemKeys {
  pk: string;
  sk: string;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  /** Epoch seconds; DynamoDB's TTL deletes the item some time after. Readers also check it. */
  expiresAt?: number;
}
