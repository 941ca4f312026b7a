import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createAnalysis, deleteAnalysisRecord, type Analysis } from '#adapters/table/analyses';
import { createUser, getUser, recordAccess, updateUser, type NewUser } from '#adapters/table/users';
import { adminStats, recountFigures } from '#core/admin';
import { resetConfigForTests } from '#functions/config';
import { jobs } from '#functions/routes';
import { handler } from '#functions/jobs/figures-stream';
import { ensureTable, LOCAL_REGION } from '../../scripts/local/resources';
import { startStreamPoller } from '../../scripts/local/stream-poller';

/**
 * The counters follow the table's stream. This file gives them a table of their own (the suite's
 * stack table is shared with suites creating accounts in parallel), read by the same local stream
 * poller and handler as the stack's, so every figure here is exact.
 */
const endpoint = process.env.DYNAMODB_ENDPOINT!;
const ownTable = `figures-${randomUUID().slice(0, 8)}`;
let poller: ReturnType<typeof startStreamPoller>;

beforeAll(async () => {
  await ensureTable(endpoint, ownTable);
  process.env.TABLE_NAME = ownTable;
  resetConfigForTests();
  const job = jobs.find((j) => j.id === 'figuresStream')!;
  poller = startStreamPoller({
    endpoint,
    region: LOCAL_REGION,
    tableName: ownTable,
    handler,
    functionName: job.id,
    entities: job.tableStream.entities,
    log: (line) => console.error(line),
  });
  await poller.ready;
});

afterAll(async () => {
  await poller.stop();
  await new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }).send(new DeleteTableCommand({ TableName: ownTable }));
});

const subscriber = (overrides: Partial<NewUser>): NewUser => ({
  email: `figures-${randomUUID()}@test.local`,
  passwordHash: null,
  tier: 'conseiller_sst_pro',
  role: 'user',
  sourceInterface: 'conseiller',
  language: 'fr',
  emailVerified: true,
  subscriptionStatus: 'active',
  subscriptionEndDate: new Date(Date.now() + 30 * 86400_000).toISOString(),
  subscriptionId: `sub_${randomUUID()}`,
  billing: 'monthly',
  ...overrides,
});

async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe('the admin figures, kept as events happen', () => {
  it('counts accounts, revenue, analyses and activity from the changes, and a recount agrees', async () => {
    const a = (await createUser(subscriber({})))!;
    const b = (await createUser(subscriber({})))!;
    const pack = (await createUser(subscriber({ tier: 'pack_entreprise_5', billing: 'annual' })))!;
    const trial = (await createUser(subscriber({ subscriptionStatus: 'trial' })))!;
    const admin = (await createUser(subscriber({ role: 'admin', subscriptionId: null })))!;

    let stats = await eventually(adminStats, (s) => s.stats.totalUsers === 4);
    // The administrator is staff: listed among the newest accounts, counted nowhere.
    expect(stats.stats.totalUsers).toBe(4);
    // Two monthly advisers (89.00 × 2) and one annual pack (4,309.00 / 12), by hand: 537.08 a month.
    expect(stats.stripeStats).toMatchObject({ mrr: 537.08, arr: 6445, currency: 'CAD' });
    expect(stats.stats.usersByStatus).toMatchObject({ active: 3, trial: 1, inactive: 0 });
    expect(stats.stats.usersByTier).toMatchObject({ conseiller: 3, enterprise: 1, none: 0 });
    expect(stats.recentUsers.map((u) => u.id)).toEqual([admin.id, trial.id, pack.id, b.id, a.id]);

    // The trial converts; one adviser cancels: revenue follows both.
    await updateUser(trial.id, { subscriptionStatus: 'active' });
    await updateUser(b.id, { subscriptionStatus: 'canceled' });
    stats = await eventually(
      adminStats,
      (s) => s.stats.usersByStatus.trial === 0 && s.stats.usersByStatus.inactive === 1,
    );
    expect(stats.stripeStats.mrr).toBe(537.08);
    expect(stats.stats.usersByStatus).toMatchObject({ active: 3, trial: 0, inactive: 1 });

    // Analyses count for their author; a deleted one no longer counts.
    const analysis = (id: string): Analysis => ({
      id,
      userId: a.id,
      status: 'queued',
      progress: 0,
      step: 'queued',
      error: null,
      request: {} as Analysis['request'],
      resultKey: null,
      attempts: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const first = randomUUID();
    await createAnalysis(analysis(first));
    await createAnalysis(analysis(randomUUID()));
    await createAnalysis(analysis(randomUUID()));
    await deleteAnalysisRecord(first);
    stats = await eventually(adminStats, (s) => s.usageStats.totalAnalyses === 2);
    expect(stats.usageStats).toMatchObject({ totalAnalyses: 2, averageAnalysesPerUser: 0.5 });
    expect(
      (
        await eventually(
          () => getUser(a.id),
          (u) => u?.analysisCount === 2,
        )
      )?.analysisCount,
    ).toBe(2);

    // Activity: today twice is one active account; 40 days ago is outside the window.
    await recordAccess(a.id);
    await recordAccess(pack.id, new Date(Date.now() - 40 * 86400_000));
    await recordAccess(a.id);
    stats = await eventually(adminStats, (s) => s.usageStats.activeUsersLast30Days === 1);
    expect(stats.usageStats.activeUsersLast30Days).toBe(1);
    expect(stats.recentUsers.find((u) => u.id === a.id)).toMatchObject({ analysisCount: 2 });

    // The daily recount from the accounts finds the same figures.
    const incremental = await adminStats();
    await recountFigures();
    const recounted = await adminStats();
    expect({ ...recounted, recountedAt: null }).toEqual({ ...incremental, recountedAt: null });
    expect(recounted.recountedAt).not.toBeNull();
  }, 60_000);
});
