import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headObject, putObject } from '../../functions/adapters/objects';
import { createAnalysis } from '../../functions/adapters/table/analyses';
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
