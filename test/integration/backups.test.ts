import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { type AttributeValue, GetItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteBackupObject, manifestKey, rawTable } from '#adapters/backups';
import { objects } from '#adapters/objects';
import { auditLog } from '#core/admin';
import { restoreBackup, startBackup } from '#core/admin/backups';
import { writeManifest } from '#core/admin/backups/manifests';
import type { BackupManifest } from '#core/admin/backups';
import { config } from '#functions/config';
import type { BackupSummary } from '#shared/schemas/admin';
import type { User } from '#adapters/table/users';
import { appUrl, call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';
import { storedAnalysis, previewJpeg } from './support/stored-analysis';
import { applySubscriptionState, linkSubscriptionToUser } from '#adapters/table/billing';
import { frenchAnalysis } from '../fixtures/report-analyses';

type RawItem = Record<string, AttributeValue>;

/** Every item of the shared table that names one of these users (their accounts, analyses, sessions…). */
async function itemsOf(userIds: readonly string[]): Promise<RawItem[]> {
  const found: RawItem[] = [];
  let startKey: RawItem | undefined;
  do {
    const page = await rawTable().send(
      new ScanCommand({ TableName: config().TABLE_NAME, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item);
      if (userIds.some((id) => text.includes(id))) found.push(item);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/**
 * The seeded items once they stop changing: counters kept from the table's stream (the admin figures)
 * update an account shortly after its analyses are written.
 */
async function settledItemsOf(userIds: readonly string[]): Promise<RawItem[]> {
  const deadline = Date.now() + 30_000;
  let previous = await itemsOf(userIds);
  for (;;) {
    await sleep(1_000);
    const current = await itemsOf(userIds);
    if (isDeepStrictEqual(current, previous)) return current;
    if (Date.now() > deadline) throw new Error('The seeded items kept changing for 30 s');
    previous = current;
  }
}

async function bytesOf(bucket: string, key: string): Promise<Uint8Array> {
  const { Body } = await objects().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Body!.transformToByteArray();
}

async function newBucket(): Promise<string> {
  const name = `restored-${randomUUID()}`;
  await objects().send(new CreateBucketCommand({ Bucket: name }));
  return name;
}

const newTableName = () => `restored-${randomUUID()}`;

/** Sample photos: distinct bytes per file, so a mixed-up copy cannot pass. */
async function photos(count: number): Promise<Uint8Array[]> {
  const jpeg = await previewJpeg();
  return Array.from(
    { length: count },
    (_, i) => new Uint8Array([...jpeg, ...new TextEncoder().encode(`#${i}`)]),
  );
}

let admin: User;
let adviser: User;
let enterprise: User;

beforeAll(async () => {
  admin = await makeUser({ role: 'admin' });
  adviser = await makeUser();
  enterprise = await makeUser({
    tier: 'pack_entreprise_10',
    sourceInterface: 'enterprise',
    billing: 'annual',
  });
  // The subscriptions, as the payment webhook records them, linked to their accounts.
  for (const [user, plan, billing] of [
    [adviser, 'conseiller_sst_pro', 'monthly'],
    [enterprise, 'pack_entreprise_10', 'annual'],
  ] as const) {
    const subscriptionId = `sub_${user.id}`;
    await applySubscriptionState(
      {
        subscriptionId,
        customerId: `cus_${user.id}`,
        status: 'active',
        periodEnd: new Date(Date.now() + 30 * 86400_000).toISOString(),
        cancelAtPeriodEnd: false,
        plan,
        billing,
      },
      Math.floor(Date.now() / 1000),
    );
    await linkSubscriptionToUser(subscriptionId, user.id);
  }
  const result = frenchAnalysis();
  await storedAnalysis(adviser.id, result, 'done', 'Atelier', await photos(2));
  await storedAnalysis(adviser.id, result, 'done', 'Entrepôt', await photos(1));
  await storedAnalysis(enterprise.id, result, 'done', 'Quai de chargement', await photos(3));
});

describe('a backup restored into an empty table and bucket', () => {
  it('brings back every seeded item deep-equal and every seeded file byte for byte', async () => {
    // Prepare: what the seeded accounts hold now, items and files.
    const userIds = [adviser.id, enterprise.id];
    const itemsBefore = await settledItemsOf(userIds);
    expect(itemsBefore.filter((item) => item.type?.S === 'analysis')).toHaveLength(3);
    expect(itemsBefore.filter((item) => item.type?.S === 'user')).toHaveLength(2);
    expect(itemsBefore.filter((item) => item.type?.S === 'subscription')).toHaveLength(2);
    const fileKeys = (await listUploads()).filter((key) => userIds.some((id) => key.includes(id)));
    expect(fileKeys.length).toBe(3 + 6);
    const filesBefore = new Map(
      await Promise.all(
        fileKeys.map(async (key) => [key, await bytesOf(config().BUCKET_NAME, key)] as const),
      ),
    );

    // Act: back up, then restore. Wiping the suite's table and bucket would pull the data from under
    // the other suites that share the local stack: the restore goes into a new table and a new bucket,
    // which are exactly as empty as a wiped pair.
    const backup = await startBackup('admin', admin.email);
    expect(backup.status, backup.failure ?? '').toBe('done');
    // The premise: nothing changed the seeded items while the backup was taken.
    expect(await itemsOf(userIds)).toEqual(itemsBefore);
    const table = newTableName();
    const bucket = await newBucket();
    const report = await restoreBackup({ backupId: backup.backupId, table, bucket });

    // Assess: counts as the manifest says, every seeded item identical, every seeded file identical.
    expect(report).toMatchObject({
      tableCreated: true,
      itemCount: backup.table!.itemCount,
      countsByEntity: backup.table!.countsByEntity,
      objectCount: backup.objects!.count,
    });
    expect(report.countsByEntity.analysis).toBeGreaterThanOrEqual(3);
    for (const item of itemsBefore) {
      const { Item } = await rawTable().send(
        new GetItemCommand({ TableName: table, Key: { pk: item.pk!, sk: item.sk! }, ConsistentRead: true }),
      );
      expect(Item, `${item.pk?.S} ${item.sk?.S}`).toEqual(item);
    }
    for (const [key, bytes] of filesBefore) expect(await bytesOf(bucket, key), key).toEqual(bytes);
  });

  it('refuses to restore over a table that holds items unless forced, and says so', async () => {
    // Prepare: a backup restored once into a new table.
    const backup = await startBackup('admin', admin.email);
    const table = newTableName();
    const bucket = await newBucket();
    await restoreBackup({ backupId: backup.backupId, table, bucket });

    // Act and assess: the command exits non-zero with a clear message, and writes nothing.
    const { DYNAMODB_ENDPOINT, S3_ENDPOINT } = config();
    const command = spawnSync(
      'npx',
      ['tsx', 'scripts/restore.ts', backup.backupId, '--into', table, '--bucket', bucket],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          DYNAMODB_PORT: new URL(DYNAMODB_ENDPOINT!).port,
          S3_PORT: new URL(S3_ENDPOINT!).port,
        },
        timeout: 60_000,
      },
    );
    expect(command.status, command.stdout + command.stderr).toBe(1);
    expect(command.stderr).toMatch(/already holds items.*--force/);

    // With force, the same restore goes through, in process and from the command.
    await expect(
      restoreBackup({ backupId: backup.backupId, table, bucket, force: true }),
    ).resolves.toMatchObject({
      tableCreated: false,
      itemCount: backup.table!.itemCount,
    });
    const forced = spawnSync(
      'npx',
      ['tsx', 'scripts/restore.ts', backup.backupId, '--into', table, '--bucket', bucket, '--force'],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          DYNAMODB_PORT: new URL(DYNAMODB_ENDPOINT!).port,
          S3_PORT: new URL(S3_ENDPOINT!).port,
        },
        timeout: 60_000,
      },
    );
    expect(forced.status, forced.stdout + forced.stderr).toBe(0);
    expect(forced.stdout).toContain(`Restored backup ${backup.backupId} into table ${table}`);
  });
});

describe('the backup routes', () => {
  it('create answers 202, the list shows the backup done with its size, the download is its archive', async () => {
    const cookie = await sessionCookieFor(admin.id);

    const created = await call('/api/backup/create', { method: 'POST', cookie });
    expect(created.status, JSON.stringify(created.json)).toBe(202);
    const { backupId } = created.json as { backupId: string };
    expect(created.json).toEqual({ success: true, backupId });

    const listed = await call('/api/backup/list', { cookie });
    expect(listed.status).toBe(200);
    const backups = (listed.json as { backups: BackupSummary[] }).backups;
    const summary = backups.find((backup) => backup.backupId === backupId)!;
    expect(summary).toMatchObject({ status: 'done', trigger: 'admin' });
    expect(summary.size).toBeGreaterThan(0);
    expect(summary.itemCount).toBeGreaterThan(0);
    expect(summary.objectCount).toBeGreaterThan(0);
    // Newest first.
    const ids = backups.map((backup) => backup.backupId);
    expect(ids).toEqual([...ids].sort().reverse());

    const download = await fetch(`${appUrl()}/api/backup/download/${backupId}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(download.status).toBe(303);
    const archive = await fetch(download.headers.get('location')!);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-disposition')).toContain(`risquevision-backup-${backupId}.zip`);
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest;
    expect(manifest).toMatchObject({ backupId, status: 'done', trigger: 'admin', requestedBy: admin.email });
    expect(manifest.table!.itemCount).toBe(summary.itemCount);
    expect(manifest.objects!.count).toBe(summary.objectCount);
    expect(Object.keys(files).some((name) => name.endsWith('manifest-summary.json'))).toBe(true);
    // The table's data, never the photos themselves.
    expect(Object.keys(files).filter((name) => name.endsWith('.jpg'))).toEqual([]);

    const actions = (await auditLog()).filter((entry) => entry.detail === backupId).map((e) => e.action);
    expect(actions.sort()).toEqual(['createBackup', 'downloadBackup']);
  });

  it('answers 404 for an unknown backup and 409 while one runs', async () => {
    // Another administrator: the same one's create within a minute would be answered as a double click.
    const cookie = await sessionCookieFor((await makeUser({ role: 'admin' })).id);
    const unknown = await call('/api/backup/download/20000101T000000Z-000000', { cookie });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'backupNotFound']);

    // A backup under way (as an AWS export is for minutes): no second one, no download yet.
    const now = new Date().toISOString();
    const running: BackupManifest = {
      backupId: '20000101T000000Z-abcdef',
      timestamp: now,
      trigger: 'schedule',
      requestedBy: null,
      status: 'running',
      failure: null,
      startedAt: now,
      finishedAt: null,
      exportArn: null,
      table: null,
      objects: null,
      size: null,
      archive: null,
    };
    await writeManifest(running);
    try {
      const second = await call('/api/backup/create', { method: 'POST', cookie });
      expect([second.status, second.json.code]).toEqual([409, 'backupRunning']);
      const notReady = await call(`/api/backup/download/${running.backupId}`, { cookie });
      expect([notReady.status, notReady.json.code]).toEqual([409, 'backupNotReady']);
    } finally {
      await writeManifest({ ...running, status: 'failed', failure: 'test' });
      await deleteBackupObject(manifestKey(running.backupId));
    }
  });

  it('refuses the three routes to anyone but the platform administrator', async () => {
    const cookie = await sessionCookieFor(adviser.id);
    for (const [method, path] of [
      ['POST', '/api/backup/create'],
      ['GET', '/api/backup/list'],
      ['GET', '/api/backup/download/20000101T000000Z-000000'],
    ] as const) {
      const answer = await call(path, { method, cookie });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });
});

async function listUploads(): Promise<string[]> {
  const { listObjects } = await import('#adapters/backups');
  return (await listObjects('', config().BUCKET_NAME)).map((object) => object.key);
}
