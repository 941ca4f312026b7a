import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { analysisListKey, listAnalysesByOwner } from '#adapters/table/analyses';
import { startAnalysis } from '#core/analysis/start';
import { MAX_PAGES_PER_ANALYSIS } from '#shared/analysis-files';
import { monthKey, quotaUsed, todayKey, uploadFile, withJobsQueue } from './support/analyses';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

/** A PNG whose header claims width × height pixels; its data is a few bytes. */
function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

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
    // Distinct bodies: the same body twice is one analysis (a double submit).
    const body = (i: number) => ({
      files: [file],
      area: `Warehouse ${i}`,
      jurisdiction: 'US',
      language: 'en',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await call('/api/analyze-international-sst', { method: 'POST', cookie, body: body(i) })).status,
      );
    const eleventh = await call('/api/analyze-international-sst', {
      method: 'POST',
      cookie,
      body: body(10),
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

describe('file names and upload keys', () => {
  it('accepts a name with two dots inside (notes v2..txt) from upload to start', async () => {
    const { cookie } = await signedIn();
    const file = await uploadFile(cookie, 'notes v2..txt', 'text/plain', note);
    expect(file.key).toMatch(/\/notes_v2\.\.txt$/);
    const started = await start(cookie, { files: [file], area: 'Quai' });
    expect([started.status, started.json.status]).toEqual([202, 'queued']);
  });

  it('refuses keys that are not exactly a key the caller was given', async () => {
    const { user, cookie } = await signedIn();
    const file = await uploadFile(cookie, 'note.txt', 'text/plain', note);
    const folder = file.key.split('/')[2];
    const forged = [
      `uploads/${user.id}/../${folder}/note.txt`,
      `uploads/${user.id}/${folder}/sub/note.txt`,
      `uploads/${user.id}/note.txt`,
      `uploads/${user.id}/${folder}/..`,
      `${file.key}\n`,
    ];
    for (const key of forged) {
      const answer = await start(cookie, { files: [{ key, name: 'note.txt' }], area: 'Quai' });
      expect([answer.status, answer.json.code], key).toEqual([400, 'uploadMissing']);
    }
  });
});

describe('edition and plan entitlements', () => {
  const analyze = (path: string, cookie: string, body: unknown) =>
    call(path, { method: 'POST', cookie, body, headers: { 'accept-language': 'en' } });

  it('keeps Canadian plans off the international route and international plans off the Canadian one', async () => {
    const canadian = await signedIn();
    const international = await signedIn({ tier: 'professional', sourceInterface: 'international' });
    const canadianFile = await uploadFile(canadian.cookie, 'note.txt', 'text/plain', note);
    const internationalFile = await uploadFile(international.cookie, 'note.txt', 'text/plain', note);

    const canadianAbroad = await analyze('/api/analyze-international-sst', canadian.cookie, {
      files: [canadianFile],
      area: 'Warehouse',
      jurisdiction: 'US',
    });
    const internationalAtHome = await analyze('/api/analyze-conseiller-sst', international.cookie, {
      files: [internationalFile],
      area: 'Quai',
      jurisdiction: 'QC',
    });
    expect([canadianAbroad.status, canadianAbroad.json.code]).toEqual([403, 'editionNotIncluded']);
    expect([internationalAtHome.status, internationalAtHome.json.code]).toEqual([403, 'editionNotIncluded']);
  });

  it('refuses a jurisdiction of the other edition on each screen', async () => {
    const canadian = await signedIn();
    const international = await signedIn({ tier: 'enterprise', sourceInterface: 'international' });
    const canadianFile = await uploadFile(canadian.cookie, 'note.txt', 'text/plain', note);
    const internationalFile = await uploadFile(international.cookie, 'note.txt', 'text/plain', note);
    const usInCanada = await analyze('/api/analyze-conseiller-sst', canadian.cookie, {
      files: [canadianFile],
      area: 'Quai',
      jurisdiction: 'US',
    });
    const quebecAbroad = await analyze('/api/analyze-international-sst', international.cookie, {
      files: [internationalFile],
      area: 'Warehouse',
      jurisdiction: 'QC',
    });
    expect([usInCanada.status, usInCanada.json.code]).toEqual([400, 'jurisdictionNotOffered']);
    expect([quebecAbroad.status, quebecAbroad.json.code]).toEqual([400, 'jurisdictionNotOffered']);
  });

  it('lets the essential plan analyse its checkout country only', async () => {
    const { cookie } = await signedIn({ tier: 'essential', sourceInterface: 'international', country: 'FR' });
    const file = await uploadFile(cookie, 'note.txt', 'text/plain', note);
    const body = (jurisdiction: string) => ({ files: [file], area: 'Atelier', jurisdiction, language: 'en' });

    const home = await analyze('/api/analyze-international-sst', cookie, body('FR'));
    const abroad = await analyze('/api/analyze-international-sst', cookie, body('US'));

    expect(home.status).toBe(202);
    expect(abroad.status).toBe(403);
    expect(abroad.json).toMatchObject({ code: 'countryLimitReached', limit: 1, countries: 'FR' });
    expect(abroad.json.message).toContain('1');
    expect(abroad.json.message).toContain('FR');
  });

  it('lets the professional plan cover five countries, any number of times each, and refuses a sixth', async () => {
    const { cookie } = await signedIn({ tier: 'professional', sourceInterface: 'international' });
    const file = await uploadFile(cookie, 'note.txt', 'text/plain', note);
    const body = (jurisdiction: string, area: string) => ({
      files: [file],
      area,
      jurisdiction,
      language: 'en',
    });
    const statuses: number[] = [];
    for (const [i, country] of ['US', 'FR', 'DE', 'GB', 'ES', 'US', 'ES'].entries())
      statuses.push(
        (await analyze('/api/analyze-international-sst', cookie, body(country, `Plant ${i}`))).status,
      );
    const sixth = await analyze('/api/analyze-international-sst', cookie, body('JP', 'Plant 7'));

    expect(statuses).toEqual(Array(7).fill(202));
    expect(sixth.status).toBe(403);
    expect(sixth.json).toMatchObject({
      code: 'countryLimitReached',
      limit: 5,
      countries: 'DE, ES, FR, GB, US',
    });
  });

  it('gives the international enterprise plan any country, and keeps it off the enterprise route', async () => {
    const { cookie } = await signedIn({ tier: 'enterprise', sourceInterface: 'international' });
    const file = await uploadFile(cookie, 'note.txt', 'text/plain', note);
    const statuses: number[] = [];
    for (const country of ['US', 'FR', 'DE', 'GB', 'ES', 'JP', 'AU'])
      statuses.push(
        (
          await analyze('/api/analyze-international-sst', cookie, {
            files: [file],
            area: `Plant ${country}`,
            jurisdiction: country,
          })
        ).status,
      );
    const risks = await analyze('/api/analyze-risks', cookie, {
      files: [file],
      area: 'Quai',
      jurisdiction: 'QC',
    });
    expect(statuses).toEqual(Array(7).fill(202));
    expect([risks.status, risks.json.code]).toEqual([403, 'forbidden']);
  });
});

describe('the budget of an analysis, checked when it starts', () => {
  it('refuses with 413 a PDF that takes the analysis past its pages, naming the file and the limit', async () => {
    const { cookie } = await signedIn();
    const pdf = await PDFDocument.create();
    for (let i = 0; i < MAX_PAGES_PER_ANALYSIS + 1; i += 1) pdf.addPage();
    const file = await uploadFile(cookie, 'registre complet.pdf', 'application/pdf', await pdf.save());
    const answer = await call('/api/analyze-conseiller-sst', {
      method: 'POST',
      cookie,
      body: { files: [file], area: 'Quai', language: 'en' },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      code: 'pageBudgetExceeded',
      file: 'registre complet.pdf',
      limit: MAX_PAGES_PER_ANALYSIS,
    });
    expect(answer.json.message).toBe(
      `“registre complet.pdf” takes the analysis past its limit of ${MAX_PAGES_PER_ANALYSIS} pages. Split the document, or send it in several analyses.`,
    );
  });

  it('counts the pages of all the documents together', async () => {
    const { cookie } = await signedIn();
    const half = await PDFDocument.create();
    for (let i = 0; i < MAX_PAGES_PER_ANALYSIS / 2 + 1; i += 1) half.addPage();
    const bytes = await half.save();
    const first = await uploadFile(cookie, 'partie 1.pdf', 'application/pdf', bytes);
    const second = await uploadFile(cookie, 'partie 2.pdf', 'application/pdf', bytes);
    const alone = await start(cookie, { files: [first], area: 'Quai' });
    const together = await start(cookie, { files: [first, second], area: 'Quai' });
    expect(alone.status).toBe(202);
    expect([together.status, together.json.code, together.json.file]).toEqual([
      413,
      'pageBudgetExceeded',
      'partie 2.pdf',
    ]);
  });

  it('refuses with 413 a picture whose header claims more than the pixel budget, before any decoding', async () => {
    const { cookie } = await signedIn();
    const file = await uploadFile(cookie, 'plan.png', 'image/png', pngHeaderClaiming(32_000, 32_000));
    const answer = await start(cookie, { files: [file], area: 'Quai' });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ code: 'imageTooLarge', file: 'plan.png', limit: 50 });
  });
});

describe('an analysis the queue refuses', () => {
  it('answers 503 with a stable code, fails the record and gives the quota unit back', async () => {
    const user = await makeUser({ tier: 'essential', sourceInterface: 'international' });
    const cookie = await sessionCookieFor(user.id);
    const file = await uploadFile(cookie, 'note.txt', 'text/plain', note);
    const missingQueue = `${process.env.SQS_ENDPOINT}/000000000000/no-such-queue-${crypto.randomUUID()}`;

    const refusal = await withJobsQueue(missingQueue, () =>
      startAnalysis(user, {
        files: [file],
        area: 'Warehouse',
        jurisdiction: 'US',
        language: 'en',
        sourceInterface: 'international',
      }).catch((error: unknown) => error),
    );

    expect(refusal).toMatchObject({ status: 503, code: 'analysisQueueUnavailable' });
    const { items } = await listAnalysesByOwner(analysisListKey(user), 10);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'failed', error: { code: 'analysisQueueUnavailable' } });
    expect(await quotaUsed(todayKey(user.id))).toBe(0);
    expect(await quotaUsed(monthKey(user.id))).toBe(0);
  });
});
