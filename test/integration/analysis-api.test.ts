import { describe, expect, it } from 'vitest';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

async function signedIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  const user = await makeUser(overrides);
  return { user, cookie: await sessionCookieFor(user.id) };
}

/** Asks for presigned URLs and uploads the bytes, as the browser does. */
async function upload(cookie: string, name: string, type: string, bytes: Uint8Array) {
  const answer = await call('/api/uploads', {
    method: 'POST',
    cookie,
    body: { files: [{ name, type, size: bytes.length }] },
  });
  const [target] = (
    answer.json as { uploads: { key: string; url: string; headers: Record<string, string> }[] }
  ).uploads;
  const put = await fetch(target!.url, { method: 'PUT', headers: target!.headers, body: bytes });
  expect(put.status).toBe(200);
  return { key: target!.key, name };
}

const note = new TextEncoder().encode(
  'Note d’inspection : convoyeur sans protecteur, chariot élévateur dans l’allée piétonne.',
);
const start = (cookie: string, body: unknown) =>
  call('/api/analyze-conseiller-sst', { method: 'POST', cookie, body });

describe('starting an analysis', () => {
  it('presigns one upload per accepted file, under the caller’s own prefix', async () => {
    const { user, cookie } = await signedIn();
    const answer = await call('/api/uploads', {
      method: 'POST',
      cookie,
      body: {
        files: [
          { name: 'Photo été.JPG', type: 'image/jpeg', size: 1000 },
          { name: 'rapport.pdf', type: 'application/pdf', size: 5000 },
        ],
      },
    });
    const uploads = answer.json.uploads as { key: string; method: string }[];
    expect(answer.status).toBe(200);
    expect(uploads).toHaveLength(2);
    expect(uploads.every((u) => u.key.startsWith(`uploads/${user.id}/`) && u.method === 'PUT')).toBe(true);
    expect(uploads[0]!.key).toMatch(/\/Photo_ete\.JPG$/);
  });

  it('refuses unaccepted types, empty and oversized files with field messages', async () => {
    const { cookie } = await signedIn();
    const answer = await call('/api/uploads', {
      method: 'POST',
      cookie,
      body: {
        files: [
          { name: 'virus.exe', type: 'application/x-msdownload', size: 10 },
          { name: 'vide.pdf', type: 'application/pdf', size: 0 },
          { name: 'gros.pdf', type: 'application/pdf', size: 300 * 1024 * 1024 },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({
      'files.0.name': 'fileTypeNotAccepted',
      'files.1.size': 'emptyFile',
      'files.2.size': 'fileTooLarge',
    });
  });

  it('answers 202 with the id and a queued status, then the owner can read it', async () => {
    const { cookie } = await signedIn();
    const file = await upload(cookie, 'note.txt', 'text/plain', note);
    const started = await start(cookie, {
      files: [file],
      area: 'Atelier de montage',
      jurisdiction: 'QC',
      language: 'fr',
    });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ status: 'queued' });
    const status = await call(`/api/analysis/${started.json.analysisId}`, { cookie });
    expect(status.status).toBe(200);
    expect(status.json).toMatchObject({
      analysisId: started.json.analysisId,
      request: { area: 'Atelier de montage', files: [{ name: 'note.txt' }] },
    });
  });

  it('refuses no file, a blank work area, a missing upload and another user’s upload key', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const file = await upload(owner.cookie, 'note.txt', 'text/plain', note);
    const noFile = await start(owner.cookie, { files: [], area: 'Quai' });
    const blankArea = await start(owner.cookie, { files: [file], area: '   ' });
    const missing = await start(owner.cookie, {
      files: [{ key: `${file.key}-gone`, name: 'x.txt' }],
      area: 'Quai',
    });
    const foreign = await start(other.cookie, { files: [file], area: 'Quai' });

    expect(noFile.json.fields).toEqual({ files: 'fileRequired' });
    expect(blankArea.json.fields).toEqual({ area: 'areaRequired' });
    expect([missing.status, missing.json.code]).toEqual([400, 'uploadMissing']);
    expect([foreign.status, foreign.json.code]).toEqual([400, 'uploadMissing']);
  });

  it('gives the international essential plan 10 analyses a month: the eleventh gets 429 quotaExceeded', async () => {
    const { cookie } = await signedIn({ tier: 'essential', sourceInterface: 'international' });
    const file = await upload(cookie, 'note.txt', 'text/plain', note);
    const body = { files: [file], area: 'Warehouse', jurisdiction: 'US', language: 'en' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await call('/api/analyze-international-sst', { method: 'POST', cookie, body })).status);
    const eleventh = await call('/api/analyze-international-sst', {
      method: 'POST',
      cookie,
      body,
      headers: { 'accept-language': 'en' },
    });

    expect(statuses).toEqual(Array(10).fill(202));
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toMatchObject({
      code: 'quotaExceeded',
      quotaExceeded: true,
      period: 'month',
      limit: 10,
    });
    expect(eleventh.json.message).toMatch(/^QUOTA EXCEEDED/);
  });

  it('answers 404 for another user’s analysis, exactly as for a missing one', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const file = await upload(owner.cookie, 'note.txt', 'text/plain', note);
    const { analysisId } = (await start(owner.cookie, { files: [file], area: 'Quai' })).json as {
      analysisId: string;
    };
    const foreign = await call(`/api/analysis/${analysisId}`, { cookie: other.cookie });
    const missing = await call('/api/analysis/00000000-0000-0000-0000-000000000000', {
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
  });
});
