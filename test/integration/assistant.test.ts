import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LIBRARY_LIMIT } from '#shared/schemas/assistant';
import { uploadFile } from './support/analyses';
import { appUrl, call } from './support/http';
import { extractPdf } from '#core/analysis/extraction/pdf';
import { newMember, teamOwner } from './support/teams';
import { makeUser, sessionCookieFor } from './support/users';

/** A PDF whose pages hold these lines (one array per page), in a standard font. */
async function pdfWith(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 18, size: 11, font }));
  }
  return pdf.save();
}

const LOCKOUT_PAGE = [
  'Procedure de cadenassage des machines.',
  '',
  'Avant toute intervention sur la presse, le travailleur doit appliquer le cadenassage',
  'de chaque source d energie et verifier l absence d energie residuelle.',
];
const ENGLISH_LOCKOUT = [
  'Hazardous energy control program.',
  '',
  'Each worker must apply a personal lock to every energy-isolating device',
  'before servicing the press, and verify zero energy before starting work.',
];
const UNRELATED = ['Politique de vacances.', '', 'Les vacances annuelles sont planifiees en janvier.'];

async function addDocuments(cookie: string, path: string, files: { name: string; bytes: Uint8Array }[]) {
  const uploaded = [];
  for (const file of files) uploaded.push(await uploadFile(cookie, file.name, 'application/pdf', file.bytes));
  const answer = await call(path, { method: 'POST', cookie, body: { files: uploaded } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return (answer.json.items as { id: string }[]).map((item) => item.id);
}

/** Waits for the library's documents to be read (the worker's extraction job). */
async function whenRead(cookie: string, path: string) {
  // The jobs queue is shared with the other suites' analyses and readings: allow a busy worker.
  const end = Date.now() + 120_000;
  for (;;) {
    const list = await call(path, { cookie });
    const items = list.json.items as { status: string }[];
    if (items.every((item) => item.status !== 'processing')) return items;
    if (Date.now() > end) throw new Error('Documents not read in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A question's history item as polled. */
interface AnsweredItem {
  id: string;
  status: string;
  answer: {
    found: boolean;
    summary: string;
    passages: { quote: string; source: { name: string; page: number } }[];
    provisions: { jurisdiction: string }[];
  };
}

async function ask(cookie: string, body: Record<string, unknown>) {
  const started = await call('/api/perplexity/analyze-consolidated', { method: 'POST', cookie, body });
  expect(started.status, JSON.stringify(started.json)).toBe(202);
  const id = started.json.analysisId as string;
  // The jobs queue is shared with the other suites' analyses and readings: allow a busy worker.
  const end = Date.now() + 120_000;
  for (;;) {
    const item = await call(`/api/perplexity/item/${id}`, { cookie });
    if (['done', 'failed'].includes(item.json.status as string))
      return { id, ...item.json } as unknown as AnsweredItem;
    if (Date.now() > end) throw new Error('No answer in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the assistant over the library', { timeout: 300_000 }, () => {
  it('answers a French question from the references that hold it, quoting each passage with its file and page', async () => {
    const { cookie } = await teamOwner();
    const references = await addDocuments(cookie, '/api/upload-regulatory', [
      { name: 'procedure-cadenassage.pdf', bytes: await pdfWith([UNRELATED, LOCKOUT_PAGE]) },
      { name: 'energy-control.pdf', bytes: await pdfWith([ENGLISH_LOCKOUT]) },
      { name: 'vacances.pdf', bytes: await pdfWith([UNRELATED]) },
    ]);
    const read = await whenRead(cookie, '/api/regulatory-files');
    expect(read.map((item) => item.status)).toEqual(['ready', 'ready', 'ready']);

    const answer = await ask(cookie, {
      question: 'Quelles obligations s’appliquent au cadenassage de la presse ?',
      language: 'fr',
      province: 'QC',
      selectedRegulatory: references,
    });
    expect(answer.status).toBe('done');
    expect(answer.answer.found).toBe(true);
    const { passages } = answer.answer;
    // The French page 2 of the procedure, and the English program (the question's hazard in English).
    const cited = passages.map((passage) => `${passage.source.name}#${passage.source.page}`);
    expect(cited).toContain('procedure-cadenassage.pdf#2');
    expect(cited).toContain('energy-control.pdf#1');
    expect(cited.some((source) => source.startsWith('vacances.pdf'))).toBe(false);
    const french = passages.find((passage) => passage.source.name === 'procedure-cadenassage.pdf')!;
    expect(french.quote).toContain('cadenassage');
    // Provisions of Quebec for lockout, from the knowledge base, with their status.
    expect(answer.answer.provisions.length).toBeGreaterThan(0);
    expect(answer.answer.provisions.every((p) => p.jurisdiction === 'QC')).toBe(true);

    const absent = await ask(cookie, {
      question: 'Quelles sont les exigences pour le travail en espace clos ?',
      language: 'fr',
      province: 'QC',
      selectedRegulatory: references,
    });
    expect(absent.answer).toMatchObject({ found: false, passages: [] });
    expect(absent.answer.summary).toContain('ne contiennent pas');

    // The answer's PDF lists its sources: read back, it names the file and the page quoted.
    const pdf = await fetch(`${appUrl()}/api/perplexity/pdf/${answer.id}`, { headers: { cookie } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    const pdfText = (await extractPdf(new Uint8Array(await pdf.arrayBuffer()))).pages
      .map((p) => p.text)
      .join('\n');
    expect(pdfText).toContain('procedure-cadenassage.pdf — page 2');
    expect(pdfText).toContain('Sources citées');
    const saved = await call(`/api/perplexity/item/${answer.id}/save`, { method: 'POST', cookie });
    expect(saved.json).toMatchObject({ savedToStandard: true });
    const history = await call('/api/gemini/history', { cookie });
    expect((history.json.items as { id: string }[]).map((item) => item.id)).toEqual([absent.id, answer.id]);
  });

  it('refuses a question over nothing, and ids that are not the caller’s', async () => {
    const { cookie } = await teamOwner();
    const empty = await call('/api/perplexity/analyze-consolidated', {
      method: 'POST',
      cookie,
      body: { question: 'Cadenassage ?', language: 'fr', province: 'QC' },
    });
    expect([empty.status, empty.json.code]).toEqual([400, 'nothingSelected']);
    const [reference] = await addDocuments(cookie, '/api/upload-regulatory', [
      { name: 'procedure.pdf', bytes: await pdfWith([LOCKOUT_PAGE]) },
    ]);
    const [report] = await addDocuments(cookie, '/api/import-pdf-report', [
      { name: 'rapport-inspection.pdf', bytes: await pdfWith([LOCKOUT_PAGE]) },
    ]);
    const asked = await call('/api/perplexity/analyze-consolidated', {
      method: 'POST',
      cookie,
      body: { question: 'Cadenassage ?', language: 'fr', province: 'QC', selectedReports: [report] },
    });
    const question = asked.json.analysisId as string;
    // Another team, and an adviser: each id of this library is 404 on every route.
    const other = await teamOwner();
    const adviser = await sessionCookieFor((await makeUser()).id);
    for (const stranger of [other.cookie, adviser]) {
      expect((await call(`/api/regulatory-files/${reference}/download`, { cookie: stranger })).status).toBe(
        404,
      );
      expect(
        (await call(`/api/regulatory-files/${reference}`, { method: 'DELETE', cookie: stranger })).status,
      ).toBe(404);
      expect(
        (await call(`/api/imported-files/${reference}`, { method: 'DELETE', cookie: stranger })).status,
      ).toBe(404);
      const foreign = await call('/api/perplexity/analyze-consolidated', {
        method: 'POST',
        cookie: stranger,
        body: { question: 'Cadenassage ?', language: 'fr', province: 'QC', selectedRegulatory: [reference] },
      });
      expect(foreign.status).toBe(404);
      expect(
        ((await call('/api/regulatory-files', { cookie: stranger })).json.items as unknown[]).length,
      ).toBe(0);
      expect((await call(`/api/pdf-reports/${report}/download`, { cookie: stranger })).status).toBe(404);
      expect((await call(`/api/pdf-reports/${report}`, { method: 'DELETE', cookie: stranger })).status).toBe(
        404,
      );
      for (const prefix of ['perplexity', 'gemini']) {
        expect((await call(`/api/${prefix}/item/${question}`, { cookie: stranger })).status).toBe(404);
        expect((await call(`/api/${prefix}/pdf/${question}`, { cookie: stranger })).status).toBe(404);
        const save = await call(`/api/${prefix}/item/${question}/save`, { method: 'POST', cookie: stranger });
        expect(save.status).toBe(404);
        const remove = await call(`/api/${prefix}/item/${question}`, { method: 'DELETE', cookie: stranger });
        expect(remove.status).toBe(404);
      }
      expect(
        ((await call('/api/perplexity/history', { cookie: stranger })).json.items as unknown[]).length,
      ).toBe(0);
    }
    // The right collection only: a reference is not an imported file.
    expect((await call(`/api/imported-files/${reference}/download`, { cookie })).status).toBe(404);
    // The 303 is followed to the stored file itself.
    const download = await call(`/api/regulatory-files/${reference}/download`, { cookie });
    expect([download.status, String(download.json.text).slice(0, 5)]).toEqual([200, '%PDF-']);
  });

  it('is shared by the team, and closed to a revoked member', async () => {
    const owner = await teamOwner();
    const member = await newMember(owner.cookie);
    await addDocuments(member.cookie, '/api/upload-file', [
      { name: 'inspection.pdf', bytes: await pdfWith([LOCKOUT_PAGE]) },
    ]);
    expect(
      ((await call('/api/imported-files', { cookie: owner.cookie })).json.items as unknown[]).length,
    ).toBe(1);
    await call(`/api/team/members/${member.id}/revoke`, { method: 'POST', cookie: owner.cookie, body: {} });
    expect((await call('/api/imported-files', { cookie: member.cookie })).status).toBe(401);
  });

  it('never holds more than 50 documents, even when 20 confirmations arrive at once', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const bytes = await pdfWith([UNRELATED]);
    const first = [];
    for (let i = 0; i < 20; i++)
      first.push(await uploadFile(cookie, `lot-${i}.pdf`, 'application/pdf', bytes));
    expect((await call('/api/upload-file', { method: 'POST', cookie, body: { files: first } })).status).toBe(
      201,
    );
    const second = [];
    for (let i = 0; i < 20; i++)
      second.push(await uploadFile(cookie, `lot2-${i}.pdf`, 'application/pdf', bytes));
    expect(
      (await call('/api/upload-regulatory', { method: 'POST', cookie, body: { files: second } })).status,
    ).toBe(201);

    const singles = [];
    for (let i = 0; i < 20; i++)
      singles.push(await uploadFile(cookie, `seul-${i}.pdf`, 'application/pdf', bytes));
    const answers = await Promise.all(
      singles.map((file) => call('/api/upload-file', { method: 'POST', cookie, body: { files: [file] } })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json).toMatchObject({ code: 'libraryFull', limit: LIBRARY_LIMIT, adding: 1 });
    const files = await call('/api/imported-files', { cookie });
    const references = await call('/api/regulatory-files', { cookie });
    expect((files.json.items as unknown[]).length + (references.json.items as unknown[]).length).toBe(50);
    expect(files.json).toMatchObject({ count: 50, limit: 50 });
    // A deletion frees a place.
    const [one] = files.json.items as { id: string }[];
    await call(`/api/imported-files/${one!.id}`, { method: 'DELETE', cookie });
    expect((await call('/api/imported-files', { cookie })).json).toMatchObject({ count: 49 });
  });

  it('keeps video and audio among the imported files, stored but not read; never elsewhere, never a fake', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42'), 0, 0, 0, 0]);
    const video = await uploadFile(cookie, 'visite-quai.mp4', 'video/mp4', mp4, 'library');
    const added = await call('/api/upload-file', { method: 'POST', cookie, body: { files: [video] } });
    expect(added.status).toBe(201);
    expect(added.json.items).toEqual([
      expect.objectContaining({ name: 'visite-quai.mp4', status: 'noText', pages: 0 }),
    ]);
    const asReference = await uploadFile(cookie, 'visite-quai.mp4', 'video/mp4', mp4, 'library');
    const refused = await call('/api/upload-regulatory', {
      method: 'POST',
      cookie,
      body: { files: [asReference] },
    });
    expect([refused.status, refused.json.code]).toEqual([400, 'fileTypeNotAccepted']);
    const fake = await uploadFile(
      cookie,
      'faux.mp4',
      'video/mp4',
      new TextEncoder().encode('not a video at all'),
      'library',
    );
    const fakeAnswer = await call('/api/upload-file', { method: 'POST', cookie, body: { files: [fake] } });
    expect([fakeAnswer.status, fakeAnswer.json.code]).toEqual([400, 'fileTypeNotAccepted']);
    // An analysis still refuses video: only the library's uploads may be media.
    const forAnalysis = await call('/api/uploads', {
      method: 'POST',
      cookie,
      body: { files: [{ name: 'visite.mp4', type: 'video/mp4', size: 100 }] },
    });
    expect(forAnalysis.status).toBe(400);
    expect((await call('/api/imported-files', { cookie })).json).toMatchObject({ count: 1 });
  });

  it('takes only PDFs as imported reports, checked by their bytes', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const fake = await uploadFile(
      cookie,
      'rapport.pdf',
      'application/pdf',
      new TextEncoder().encode('not a pdf'),
    );
    const answer = await call('/api/import-pdf-report', { method: 'POST', cookie, body: { files: [fake] } });
    expect(answer.status).toBe(400);
    expect((await call('/api/pdf-reports', { cookie })).json).toMatchObject({ items: [], count: 0 });
  });
});
