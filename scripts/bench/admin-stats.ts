import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { table, tableName } from '#adapters/table/client';
import { newUserItems, type NewUser } from '#adapters/table/users';
import { CANADIAN_PLAN_IDS, INTERNATIONAL_PLAN_IDS } from '#shared/plans';

/** The platform the admin's figures are measured on (issue 15): its size, not its content, matters. */
export const PLATFORM = { users: 10_000, analyses: 100_000 };

const DAY_MS = 86_400_000;
const PLANS = [...CANADIAN_PLAN_IDS, ...INTERNATIONAL_PLAN_IDS];
const STATUSES = ['active', 'active', 'active', 'trial', 'canceled', 'expired'] as const;

function account(i: number): NewUser & { lastAccessAt: string } {
  const tier = PLANS[i % PLANS.length]!;
  return {
    email: `bench-${i}-${randomUUID().slice(0, 6)}@bench.local`,
    passwordHash: null,
    tier,
    role: 'user',
    sourceInterface: tier.startsWith('pack')
      ? 'enterprise'
      : PLANS.indexOf(tier) > 3
        ? 'international'
        : 'conseiller',
    language: 'fr',
    emailVerified: true,
    subscriptionStatus: STATUSES[i % STATUSES.length]!,
    subscriptionEndDate: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    subscriptionId: `sub_bench_${i}`,
    billing: i % 3 === 0 ? 'annual' : 'monthly',
    lastAccessAt: new Date(Date.now() - (i % 60) * DAY_MS).toISOString(),
  };
}

/** A finished analysis's row as the table keeps it (its result lives in storage, not here). */
function analysisRow(userId: string, i: number) {
  const id = randomUUID();
  const createdAt = new Date(Date.now() - (i % 365) * DAY_MS).toISOString();
  return {
    pk: `ANALYSIS#${id}`,
    sk: 'ANALYSIS',
    gsi1pk: `USER#${userId}`,
    gsi1sk: `ANALYSIS#${createdAt}`,
    type: 'analysis',
    id,
    userId,
    status: 'done',
    progress: 100,
    step: 'done',
    error: null,
    request: {
      area: 'Atelier de soudage',
      jurisdiction: 'QC',
      files: [{ name: 'photo.jpg', key: `uploads/${id}` }],
    },
    resultKey: `results/${id}.json`,
    attempts: 1,
    riskCount: 12,
    keptRiskCount: 9,
    highestLevel: 'high',
    createdAt,
    updatedAt: createdAt,
  };
}

async function putAll(items: Record<string, unknown>[], concurrency = 8): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < batches.length) {
        const index = next++;
        let pending = batches[index]!.map((Item) => ({ PutRequest: { Item } }));
        while (pending.length > 0) {
          const { UnprocessedItems } = await table().send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
          );
          pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
        }
        if ((index + 1) % 400 === 0) console.log(`(seeding: ${(index + 1) * 25} of ${items.length} items)`);
      }
    }),
  );
}

/** Writes the accounts and analyses straight to the table (the stream then counts them). */
export async function seedPlatform(): Promise<{ seconds: number }> {
  const started = performance.now();
  const ids: string[] = [];
  const userItems: Record<string, unknown>[] = [];
  for (let i = 0; i < PLATFORM.users; i++) {
    const { user, row, email } = newUserItems(account(i));
    ids.push(user.id);
    userItems.push({ ...row }, { ...email });
  }
  await putAll(userItems);
  const analyses = Array.from({ length: PLATFORM.analyses }, (_, i) => analysisRow(ids[i % ids.length]!, i));
  await putAll(analyses);
  return { seconds: (performance.now() - started) / 1000 };
}
