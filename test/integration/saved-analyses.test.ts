import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headObject, putObject } from '#adapters/objects';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createAnalysis } from '#adapters/table/analyses';
import { table, tableName } from '#adapters/table/client';
import {
  PRESIGN_BYTES_PER_WINDOW,
  PRESIGN_CALLS_PER_WINDOW,
  PRESIGN_WINDOW_SECONDS,
} from '#core/analysis/uploads';
import { MAX_UPLOAD_BYTES } from '#shared/analysis-files';
import { uploadFile } from './support/analyses';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

/** A finished analysis recorded directly (the engine itself is tested elsewhere). */
async function finishedAnalysis(
  userId: string,
  area: string,
  createdAt: string,
  status: 'done' | 'analyzing' = 'done',
) {
  const id = randomUUID();
  const resultKey = `results/${userId}/${id}.json`;
  await putObject(resultKey, '{}', 'application/json');
  await createAnalysis({
    id,
    userId,
    status,
    progress: status === 'done' ? 100 : 65,
    step: status,
    error: null,
    request: {
      files: [{ key: `uploads/${userId}/x/note.txt`, name: 'note.txt' }],
      area,
      jurisdiction: 'QC',
      language: 'fr',
      specificActivity: 'roofing',
    },
    resultKey,
    attempts: 1,
    createdAt,
    updatedAt: createdAt,
  });
  return { id, resultKey };
}

async function owner() {
  const user = await makeUser();
  return { user, cookie: await sessionCookieFor(user.id) };
}

describe('saved analyses', () => {
  it('lists the caller’s own analyses, newest first, a page at a time with a cursor', async () => {
    const me = await owner();
    const other = await owner();
    await finishedAnalysis(me.user.id, 'Toiture', '2026-11-01T10:00:00.000Z');
    await finishedAnalysis(me.user.id, 'Atelier', '2026-11-02T10:00:00.000Z');
    await finishedAnalysis(me.user.id, 'Quai', '2026-11-03T10:00:00.000Z');
    await finishedAnalysis(other.user.id, 'Ailleurs', '2026-11-04T10:00:00.000Z');

    const first = await call('/api/analyses?limit=2', { cookie: me.cookie });
    const second = await call(`/api/analyses?limit=2&cursor=${first.json.nextCursor}`, { cookie: me.cookie });
    const stolen = await call(
      `/api/analyses?cursor=${(await call('/api/analyses?limit=1', { cookie: other.cookie })).json.nextCursor}`,
      { cookie: me.cookie },
    );

    expect((first.json.analyses as { area: string }[]).map((a) => a.area)).toEqual(['Quai', 'Atelier']);
    expect((second.json.analyses as { area: string }[]).map((a) => a.area)).toEqual(['Toiture']);
    expect(first.json.analyses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fileNames: ['note.txt'],
          workplaceInfo: expect.objectContaining({ specificActivity: 'roofing' }),
          source: 'standard',
        }),
      ]),
    );
    expect(stolen.status).toBe(400);
  });

  it('saves a finished analysis of the caller only', async () => {
    const me = await owner();
    const other = await owner();
    const done = await finishedAnalysis(me.user.id, 'Quai', new Date().toISOString());
    const running = await finishedAnalysis(me.user.id, 'Quai', new Date().toISOString(), 'analyzing');

    expect(
      (await call('/api/save-analysis', { method: 'POST', cookie: me.cookie, body: { analysisId: done.id } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('/api/save-analysis', {
          method: 'POST',
          cookie: other.cookie,
          body: { analysisId: done.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('/api/save-analysis', {
          method: 'POST',
          cookie: me.cookie,
          body: { analysisId: running.id },
        })
      ).status,
    ).toBe(409);
    const listed = (await call('/api/analyses', { cookie: me.cookie })).json.analyses as {
      id: string;
      savedToStandard: boolean;
    }[];
    expect(listed.find((a) => a.id === done.id)?.savedToStandard).toBe(true);
  });

  it('deletes one analysis with its stored result, only for its owner', async () => {
    const me = await owner();
    const other = await owner();
    const { id, resultKey } = await finishedAnalysis(me.user.id, 'Quai', new Date().toISOString());

    expect((await call(`/api/analyses/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/analyses/${id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(200);
    expect((await call(`/api/analysis/${id}`, { cookie: me.cookie })).status).toBe(404);
    expect(await headObject(resultKey)).toBeNull();
  });

  it('clears all of the caller’s analyses and nobody else’s', async () => {
    const me = await owner();
    const other = await owner();
    for (let i = 0; i < 3; i++)
      await finishedAnalysis(me.user.id, `Zone ${i}`, new Date(Date.now() - i * 1000).toISOString());
    await finishedAnalysis(other.user.id, 'Autre', new Date().toISOString());

    const cleared = await call('/api/analyses', { method: 'DELETE', cookie: me.cookie });

    expect(cleared.json).toEqual({ success: true, deleted: 3 });
    expect((await call('/api/analyses', { cookie: me.cookie })).json.analyses).toEqual([]);
    expect((await call('/api/analyses', { cookie: other.cookie })).json.analyses).toHaveLength(1);
  });
});

describe('the customer’s files', () => {
  /** An analysis the worker finished, with a real upload and a photo preview. */
  async function analysedUpload(cookie: string, userId: string) {
    const file = await uploadFile(cookie, 'note.txt', 'text/plain', new TextEncoder().encode('Chariot.'));
    const { id } = await finishedAnalysis(userId, 'Quai', new Date().toISOString());
    const previewKey = `previews/${userId}/${id}/0.jpg`;
    await putObject(previewKey, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ANALYSIS#${id}`, sk: 'ANALYSIS' },
        UpdateExpression: 'SET #request.files = :files, previews = :previews',
        ExpressionAttributeNames: { '#request': 'request' },
        ExpressionAttributeValues: {
          ':files': [file],
          ':previews': [{ fileName: 'note.txt', key: previewKey }],
        },
      }),
    );
    return { id, uploadKey: file.key, previewKey };
  }

  it('are deleted with their analysis: upload, result and preview', async () => {
    const me = await owner();
    const { id, uploadKey, previewKey } = await analysedUpload(me.cookie, me.user.id);
    expect(await headObject(uploadKey)).not.toBeNull();

    expect((await call(`/api/analyses/${id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(200);

    expect(await headObject(uploadKey)).toBeNull();
    expect(await headObject(previewKey)).toBeNull();
    expect(await headObject(`results/${me.user.id}/${id}.json`)).toBeNull();
  });

  it('are deleted by clear-all, and nobody else’s are touched', async () => {
    const me = await owner();
    const other = await owner();
    const mine = [await analysedUpload(me.cookie, me.user.id), await analysedUpload(me.cookie, me.user.id)];
    const theirs = await analysedUpload(other.cookie, other.user.id);

    const cleared = await call('/api/analyses', { method: 'DELETE', cookie: me.cookie });

    expect(cleared.json).toEqual({ success: true, deleted: 2 });
    for (const analysis of mine) expect(await headObject(analysis.uploadKey)).toBeNull();
    expect(await headObject(theirs.uploadKey)).not.toBeNull();
  });
});

describe('presigning uploads', () => {
  const files = (count: number, size: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `photo-${i}.jpg`, type: 'image/jpeg', size }));

  it(`is limited to ${PRESIGN_CALLS_PER_WINDOW} calls an hour per user, then 429 with Retry-After`, async () => {
    const me = await owner();
    const other = await owner();
    const statuses: number[] = [];
    for (let i = 0; i < PRESIGN_CALLS_PER_WINDOW; i += 1)
      statuses.push(
        (await call('/api/uploads', { method: 'POST', cookie: me.cookie, body: { files: files(1, 1000) } }))
          .status,
      );
    const over = await call('/api/uploads', {
      method: 'POST',
      cookie: me.cookie,
      body: { files: files(1, 1000) },
    });
    const someoneElse = await call('/api/uploads', {
      method: 'POST',
      cookie: other.cookie,
      body: { files: files(1, 1000) },
    });

    expect(statuses).toEqual(Array(PRESIGN_CALLS_PER_WINDOW).fill(200));
    expect([over.status, over.json.code]).toEqual([429, 'tooManyRequests']);
    expect(over.headers.get('retry-after')).toBe(String(PRESIGN_WINDOW_SECONDS));
    expect(someoneElse.status).toBe(200);
  });

  it('is limited in bytes declared: 20 × 200 MB a call is refused once the hour’s volume is used', async () => {
    const me = await owner();
    const calls = Math.floor(PRESIGN_BYTES_PER_WINDOW / (20 * MAX_UPLOAD_BYTES));
    const statuses: number[] = [];
    for (let i = 0; i < calls; i += 1)
      statuses.push(
        (
          await call('/api/uploads', {
            method: 'POST',
            cookie: me.cookie,
            body: { files: files(20, MAX_UPLOAD_BYTES) },
          })
        ).status,
      );
    const over = await call('/api/uploads', {
      method: 'POST',
      cookie: me.cookie,
      body: { files: files(20, MAX_UPLOAD_BYTES) },
    });
    expect(statuses).toEqual(Array(calls).fill(200));
    expect([over.status, over.json.code]).toEqual([429, 'tooManyRequests']);
  });
});
