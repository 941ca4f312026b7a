import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { headObject, putObject } from '#adapters/objects';
import { putAction } from '#adapters/table/actions';
import { getAnalysis } from '#adapters/table/analyses';
import { latestAuditEntries } from '#adapters/table/audit';
import { applySubscriptionState, linkSubscriptionToUser } from '#adapters/table/billing';
import { nowSeconds, table, tableName } from '#adapters/table/client';
import { incrementCounter } from '#adapters/table/counters';
import { putEntry, takePlaces } from '#adapters/table/library';
import { claimCountry, takeQuota } from '#adapters/table/quotas';
import { createSession, createVisitorSession, rememberDevice } from '#adapters/table/sessions';
import { getTeam, revokeMembership, teamContents } from '#adapters/table/teams';
import { issueToken } from '#adapters/table/tokens';
import { claimTotpStep, replaceRecoveryCodes } from '#adapters/table/two-factor';
import { findUserByEmail, getUser, updateUser, type NewUser } from '#adapters/table/users';
import { writeEditLogEntry } from '#adapters/table/workbench';
import { purgeEndedAccounts } from '#core/admin';
import { itemsDeleted } from '#core/admin/lifecycle/purge-counts';
import { frenchAnalysis } from '../fixtures/report-analyses';
import { uniqueEmail } from './support/payments';
import { previewJpeg, storedAnalysis } from './support/stored-analysis';
import { invite, issueVisitorCode, newMember, teamOwner, visitorCookie } from './support/teams';
import { makeUser } from './support/users';

const DAY_MS = 86_400_000;

/**
 * The purge's clock runs two days ahead of the real one: an account "ended 31 days ago" by it ended
 * 29 days ago in real time, so no other run of the job (real clock) could take it first. Accounts of
 * other suites are all created during this run: newer than the purge's cutoff, never examined.
 */
const now = new Date(Date.now() + 2 * DAY_MS);
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
/** Created well before any end date of these tests. */
const LONG_AGO = daysBefore(400);

/** Moves an account's creation (and last use) back in time, index key included, as if it were old. */
async function age(userId: string, lastAccessAt = LONG_AGO) {
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET createdAt = :created, gsi1sk = :listed, lastAccessAt = :used',
      ExpressionAttributeValues: {
        ':created': LONG_AGO,
        ':listed': `${LONG_AGO}#${userId}`,
        ':used': lastAccessAt,
      },
    }),
  );
}

async function oldAccount(overrides: Partial<NewUser>) {
  const user = await makeUser(overrides);
  await age(user.id);
  return user;
}

async function itemExists(pk: string, sk: string): Promise<boolean> {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }));
  return Boolean(Item);
}

async function indexedUnder(gsi1pk: string): Promise<number> {
  const { Count } = await table().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      Select: 'COUNT',
    }),
  );
  return Count ?? 0;
}

const exists = async (key: string) => (await headObject(key)) !== null;

/** An adviser with something of every kind an account holds: analysis, action, library, logo, links. */
async function adviserWithEverything(overrides: Partial<NewUser>) {
  const user = await oldAccount(overrides);
  const analysis = await storedAnalysis(user.id, frenchAnalysis());
  await writeEditLogEntry(analysis.id, {
    at: new Date().toISOString(),
    by: user.email,
    kind: 'report',
    riskId: null,
    detail: 'cover',
  });
  const photoKey = `actions/${user.id}/${randomUUID()}/after.jpg`;
  await putObject(photoKey, await previewJpeg(), 'image/jpeg');
  const actionId = randomUUID();
  const stamp = new Date().toISOString();
  await putAction({
    id: actionId,
    userId: user.id,
    analysisId: analysis.id,
    riskId: 'SST_001',
    title: 'Garde-corps',
    ownerName: 'Luc',
    ownerEmail: uniqueEmail('luc'),
    dueDate: '2030-01-01',
    status: 'done',
    closureNote: '',
    closurePhotoKey: photoKey,
    closedAt: stamp,
    remindedBefore: null,
    remindedOverdue: null,
    nextReminder: null,
    createdAt: stamp,
    updatedAt: stamp,
  });
  const library = `USER#${user.id}`;
  const documentKey = `library/USER-${user.id}/${randomUUID()}/procedure.txt`;
  await putObject(documentKey, 'Procédure de cadenassage', 'text/plain');
  await takePlaces(library, 1, 50);
  await putEntry(library, {
    id: randomUUID(),
    kind: 'reference',
    name: 'procedure.txt',
    size: 24,
    contentType: 'text/plain',
    category: '',
    description: '',
    uploadedAt: stamp,
    status: 'ready',
    pages: 1,
    addedBy: user.email,
    objectKey: documentKey,
    textKey: null,
  });
  const logoKey = `logos/${user.id}/${randomUUID()}.jpg`;
  await putObject(logoKey, await previewJpeg(), 'image/jpeg');
  await updateUser(user.id, {
    reportProfile: { adviserName: 'A', adviserTitle: '', credentials: '', organisation: '', logoKey },
  });
  await createSession(user.id, 3600);
  await issueToken('resetPassword', user.id, 3600);
  await replaceRecoveryCodes(user.id, ['aaaabbbbccccdddd']);
  await claimTotpStep(user.id, 1);
  await claimCountry(user.id, 'CA-QC', 5);
  const subscriptionId = `sub_${randomUUID()}`;
  await applySubscriptionState(
    {
      subscriptionId,
      customerId: `cus_${randomUUID()}`,
      status: 'canceled',
      periodEnd: overrides.subscriptionEndDate ?? null,
      cancelAtPeriodEnd: false,
      plan: null,
      billing: null,
    },
    1,
  );
  await linkSubscriptionToUser(subscriptionId, user.id);
  await updateUser(user.id, { subscriptionId });
  return {
    user,
    analysis,
    actionId,
    subscriptionId,
    objects: [analysis.resultKey, analysis.previewKey, photoKey, documentKey, logoKey],
  };
}

describe('the data purge', () => {
  it('deletes accounts ended more than 30 days ago with their data, keeps the others, and counts it all', async () => {
    const ended31 = await adviserWithEverything({
      subscriptionStatus: 'canceled',
      subscriptionEndDate: daysBefore(31),
    });
    const ended29 = await adviserWithEverything({
      subscriptionStatus: 'canceled',
      subscriptionEndDate: daysBefore(29),
    });
    // An end date lapsed without a renewal: expired in effect, whatever the stored status says.
    const lapsedTrial = await oldAccount({
      subscriptionStatus: 'trial',
      subscriptionEndDate: daysBefore(40),
    });
    const active = await oldAccount({ subscriptionStatus: 'active', subscriptionEndDate: daysBefore(-10) });
    // The payment provider is still collecting: not ended until it says so.
    const pastDue = await oldAccount({ subscriptionStatus: 'past_due', subscriptionEndDate: daysBefore(45) });
    const admin = await oldAccount({
      role: 'admin',
      subscriptionStatus: 'expired',
      subscriptionEndDate: daysBefore(400),
    });

    // A team whose customer is active: a member who stays, and one who left and was not seen since.
    const owner = await teamOwner();
    const stays = await newMember(owner.cookie);
    const left = await newMember(owner.cookie);
    const staysAnalysis = await storedAnalysis(
      stays.id,
      frenchAnalysis(),
      'done',
      'Quai',
      undefined,
      owner.teamId,
    );
    const leftAnalysis = await storedAnalysis(
      left.id,
      frenchAnalysis(),
      'done',
      'Atelier',
      undefined,
      owner.teamId,
    );
    const leftOwn = await storedAnalysis(left.id, frenchAnalysis());
    await revokeMembership(owner.teamId, left.id);
    await age(stays.id, daysBefore(60));
    await age(left.id, daysBefore(31));

    // A team whose customer ended 31 days ago: it goes, its member keeps an account of their own.
    const gone = await teamOwner();
    const goneMember = await newMember(gone.cookie);
    const goneAnalyses = [
      await storedAnalysis(gone.user.id, frenchAnalysis(), 'done', 'Entrepôt', undefined, gone.teamId),
      await storedAnalysis(goneMember.id, frenchAnalysis(), 'done', 'Cour', undefined, gone.teamId),
    ];
    await invite(gone.cookie, uniqueEmail('pending'));
    const code = await issueVisitorCode(gone.cookie);
    await visitorCookie(gone.teamId, code);
    const goneContents = await teamContents(gone.teamId);
    await updateUser(gone.user.id, { subscriptionStatus: 'canceled', subscriptionEndDate: daysBefore(31) });
    await age(gone.user.id);

    const run = await purgeEndedAccounts({ now });

    expect(new Set(run.purged.map((account) => account.userId))).toEqual(
      new Set([ended31.user.id, lapsedTrial.id, left.id, gone.user.id]),
    );
    expect(run.complete).toBe(true);

    // Everything of the account ended 31 days ago is gone, counted entity by entity.
    const purged = run.purged.find((account) => account.userId === ended31.user.id)!;
    expect(purged.counts).toEqual({
      analyses: 1,
      analysisItems: 2,
      actions: 1,
      libraryItems: 2,
      linkedItems: 3,
      teamItems: 0,
      accountItems: 5,
      objects: 5,
      membersUntied: 0,
    });
    expect(purged.endedAt).toBe(daysBefore(31));
    expect(await getUser(ended31.user.id)).toBeUndefined();
    expect(await findUserByEmail(ended31.user.email)).toBeUndefined();
    expect(await itemExists(`EMAIL#${ended31.user.email}`, 'EMAIL')).toBe(false);
    expect(await getAnalysis(ended31.analysis.id)).toBeUndefined();
    expect(await itemExists(`ACTION#${ended31.actionId}`, 'ACTION')).toBe(false);
    expect(await itemExists(`LIBRARY#USER#${ended31.user.id}`, 'COUNT')).toBe(false);
    expect(await itemExists(`TOTPSTEP#${ended31.user.id}`, 'TOTPSTEP')).toBe(false);
    expect(await itemExists(`COUNTRIES#${ended31.user.id}`, 'COUNTRIES')).toBe(false);
    expect(await itemExists(`SUBSCRIPTION#${ended31.subscriptionId}`, 'STATE')).toBe(false);
    expect(await indexedUnder(`USER#${ended31.user.id}`)).toBe(0);
    for (const key of ended31.objects) expect(await exists(key), key).toBe(false);

    // The one ended 29 days ago is whole.
    expect(await getUser(ended29.user.id)).toBeDefined();
    expect(await getAnalysis(ended29.analysis.id)).toBeDefined();
    expect(await itemExists(`SUBSCRIPTION#${ended29.subscriptionId}`, 'STATE')).toBe(true);
    for (const key of ended29.objects) expect(await exists(key), key).toBe(true);
    expect(await indexedUnder(`USER#${ended29.user.id}`)).toBe(5);

    for (const kept of [active, pastDue, admin, stays]) expect(await getUser(kept.id)).toBeDefined();

    // The member who left is gone with their own analysis; their analyses of the team stay with it.
    expect(await getUser(left.id)).toBeUndefined();
    expect(await getAnalysis(leftOwn.id)).toBeUndefined();
    expect(await exists(leftOwn.resultKey)).toBe(false);
    for (const kept of [leftAnalysis, staysAnalysis]) {
      expect(await getAnalysis(kept.id)).toBeDefined();
      expect(await exists(kept.resultKey)).toBe(true);
      expect(await exists(kept.previewKey)).toBe(true);
    }
    expect(await getTeam(owner.teamId)).toBeDefined();

    // The ended customer's team went with it: analyses, files, partition, link pointers, visitors.
    const team = run.purged.find((account) => account.userId === gone.user.id)!;
    expect(team.teamId).toBe(gone.teamId);
    expect(team.counts).toMatchObject({ analyses: 2, membersUntied: 1 });
    expect(await getTeam(gone.teamId)).toBeUndefined();
    expect(await indexedUnder(`TEAM#${gone.teamId}`)).toBe(0);
    for (const analysis of goneAnalyses) {
      expect(await getAnalysis(analysis.id)).toBeUndefined();
      expect(await exists(analysis.resultKey)).toBe(false);
      expect(await exists(analysis.previewKey)).toBe(false);
    }
    for (const invitation of goneContents.invitations)
      expect(await itemExists(`INVITETOKEN#${invitation.tokenHash}`, 'INVITETOKEN')).toBe(false);
    expect(goneContents.visitorCodes).toHaveLength(1);
    expect(await itemExists(`VISITORCODE#${goneContents.visitorCodes[0]!.codeHash}`, 'VISITORCODE')).toBe(
      false,
    );
    expect(await indexedUnder(`USER#visitor:${code.codeId}`)).toBe(0);
    const untied = await getUser(goneMember.id);
    expect(untied).toBeDefined();
    expect(untied!.teamId).toBeUndefined();

    // The run's totals are the sums of what each purge counted; each purge is audited without an address.
    const sum = (pick: (account: (typeof run.purged)[number]) => number) =>
      run.purged.reduce((total, account) => total + pick(account), 0);
    expect(run.objects).toBe(sum((account) => account.counts.objects));
    expect(run.items).toBe(sum((account) => itemsDeleted(account.counts)));
    const audit = (await latestAuditEntries(200)).filter((entry) => entry.action === 'purgeAccount');
    const entry = audit.find((candidate) => candidate.targetId === ended31.user.id)!;
    expect(entry).toMatchObject({ actorEmail: 'system', targetEmail: null });
    expect(entry.detail).toContain('analyses 1');
    expect(entry.detail).not.toContain('@');

    // A second run finds nothing left to do.
    const again = await purgeEndedAccounts({ now });
    expect(again.purged).toEqual([]);
    expect(await getUser(ended29.user.id)).toBeDefined();
  });

  it('stops at its bound and leaves the rest, whole, to the next run', async () => {
    const first = await adviserWithEverything({
      subscriptionStatus: 'expired',
      subscriptionEndDate: daysBefore(50),
    });
    const second = await adviserWithEverything({
      subscriptionStatus: 'expired',
      subscriptionEndDate: daysBefore(50),
    });
    const bounded = await purgeEndedAccounts({ now, maxAccounts: 1 });
    expect(bounded.purged).toHaveLength(1);
    expect(bounded.complete).toBe(false);
    const rest = await purgeEndedAccounts({ now });
    expect(rest.purged).toHaveLength(1);
    expect(rest.complete).toBe(true);
    expect(new Set([...bounded.purged, ...rest.purged].map((account) => account.userId))).toEqual(
      new Set([first.user.id, second.user.id]),
    );
    for (const { user } of [first, second]) expect(await getUser(user.id)).toBeUndefined();
  });
});

/** Epoch seconds, in the future, and not milliseconds (which DynamoDB's TTL would read as far future). */
function expectExpiry(item: Record<string, unknown> | undefined, atLeastSeconds: number) {
  const expiresAt = item?.expiresAt;
  expect(Number.isInteger(expiresAt)).toBe(true);
  expect(expiresAt as number).toBeGreaterThanOrEqual(nowSeconds() + atLeastSeconds - 5);
  expect(expiresAt as number).toBeLessThan(nowSeconds() + 3 * 365 * 86400);
}

async function rawItem(pk: string, sk: string) {
  const { Item } = await table().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }));
  return Item;
}

describe('expiring items', () => {
  it('each carry the table’s TTL attribute, in epoch seconds', async () => {
    const user = await makeUser();
    const session = await createSession(user.id, 3600);
    expectExpiry(await rawItem(`SESSION#${session.id}`, 'SESSION'), 3600);

    await issueToken('verifyEmail', user.id, 86400);
    await issueToken('setPassword', user.id, 86400);
    await issueToken('resetPassword', user.id, 3600);
    const { Items: tokens = [] } = await table().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :token)',
        ExpressionAttributeValues: { ':user': `USER#${user.id}`, ':token': 'TOKEN#' },
      }),
    );
    expect(tokens.map((token) => token.kind).sort()).toEqual(['resetPassword', 'setPassword', 'verifyEmail']);
    for (const token of tokens) expectExpiry(await rawItem(token.pk, token.sk), 3600);

    const device = randomUUID();
    await rememberDevice(user.id, device, 86400);
    const deviceHash = createHash('sha256').update(device).digest('base64url');
    expectExpiry(await rawItem(`DEVICE#${user.id}#${deviceHash}`, 'DEVICE'), 86400);
    const counterKey = `lifecycle#${randomUUID()}`;
    await incrementCounter(counterKey, 600);
    expectExpiry(await rawItem(`COUNTER#${counterKey}`, 'COUNTER'), 600);
    const quotaKey = `${user.id}#day#lifecycle`;
    await takeQuota(quotaKey, 5, 86400);
    expectExpiry(await rawItem(`QUOTA#${quotaKey}`, 'QUOTA'), 86400);

    // Invitations and visitor codes stay listed as expired 30 days past their end, as their pointers do.
    const owner = await teamOwner();
    await invite(owner.cookie, uniqueEmail('ttl'));
    const code = await issueVisitorCode(owner.cookie);
    const visitor = await createVisitorSession({ teamId: owner.teamId, ...code, name: 'Visiteur' }, 3600);
    expectExpiry(await rawItem(`SESSION#${visitor.id}`, 'SESSION'), 3600);
    const { invitations, visitorCodes } = await teamContents(owner.teamId);
    for (const invitation of invitations) {
      const grace = Date.parse(invitation.validUntil) / 1000 + 30 * 86400;
      const item = await rawItem(`TEAM#${owner.teamId}`, `INVITATION#${invitation.id}`);
      expectExpiry(item, 30 * 86400);
      expect(item!.expiresAt).toBe(Math.floor(grace));
      expectExpiry(await rawItem(`INVITETOKEN#${invitation.tokenHash}`, 'INVITETOKEN'), 30 * 86400);
    }
    for (const visitorCode of visitorCodes) {
      expectExpiry(await rawItem(`TEAM#${owner.teamId}`, `VISITOR#${visitorCode.id}`), 30 * 86400);
      expectExpiry(await rawItem(`VISITORCODE#${visitorCode.codeHash}`, 'VISITORCODE'), 30 * 86400);
    }

    // The invitation route is idempotent: its record expires too.
    const { Items: records = [] } = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'IDEMPOTENCY#inviteMember' },
      }),
    );
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(Number.isInteger(record.expiresAt)).toBe(true);
      expect(record.expiresAt as number).toBeLessThan(nowSeconds() + 3 * 365 * 86400);
    }
    expect(Math.max(...records.map((record) => record.expiresAt as number))).toBeGreaterThan(nowSeconds());
  });
});
