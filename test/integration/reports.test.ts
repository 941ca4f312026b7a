import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, inject, it, vi } from 'vitest';
import { headObject } from '#adapters/objects';
import { incrementCounter } from '#adapters/table/counters';
import { INLINE_PDF_MAX_BYTES } from '#core/reports/report-answer';
import {
  REPORT_MAILS_PER_DAY,
  REPORT_MAILS_PER_HOUR,
  emailAnalysisReport,
  reportMailDayKey,
} from '#core/reports/report-email';
import { METRIC, metrics } from '#functions/observability';
import {
  DESELECTED,
  JAPANESE_TITLES,
  SELECTED,
  frenchAnalysis,
  japaneseAnalysis,
} from '../fixtures/report-analyses';
import { fileAnswerDisposition } from '../../web/lib/file-answer';
import { pdfText } from '../support/pdf-text';
import { storedAnalysis } from './support/stored-analysis';
import { appUrl, call } from './support/http';
import { mailsTo, uniqueEmail } from './support/payments';
import { makeUser, sessionCookieFor } from './support/users';
import { REPORTS_PREFIX } from '#core/reports/storage';

/** A photo of noise: JPEG cannot compress it, so a few of them make a report of several megabytes. */
async function noisyJpeg(width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 2654435761) >>> 24;
  context.putImageData(image, 0, 0);
  return canvas.encode('jpeg', 92);
}

async function owner() {
  const user = await makeUser();
  return { user, cookie: await sessionCookieFor(user.id) };
}

/** Fetches a PDF route and returns its bytes (the JSON helper reads text). */
async function fetchPdf(path: string, cookie: string, init: RequestInit = {}) {
  const response = await fetch(`${appUrl()}${path}`, {
    ...init,
    headers: { cookie, origin: appUrl(), ...(init.headers as Record<string, string>) },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('PDF report routes', () => {
  it('downloads only the selected risks, as an attachment named after the work area', async () => {
    const me = await owner();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());

    const { response, bytes } = await fetchPdf(
      `/api/analyses/${id}/pdf?selectedRisks=${SELECTED.join(',')}`,
      me.cookie,
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Rapport SST - Atelier de soudage - mezzanine - \d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Rapport%20SST%20%E2%80%93%20Atelier%20de%20soudage%20%E2%80%94%20mezzanine%20%E2%80%93%20\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const riskId of SELECTED) expect(text).toContain(riskId);
    for (const riskId of DESELECTED) expect(text).not.toContain(riskId);
    // The photo preview is in the report with its file name.
    expect(text).toContain('mezzanine.jpg');
  });

  it('prints every risk inline when no selection is given, and generate-pdf gives the same report', async () => {
    const me = await owner();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());

    const inline = await fetchPdf(`/api/analyses/${id}/pdf?disposition=inline`, me.cookie);
    const generated = await fetchPdf('/api/generate-pdf', me.cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ analysisId: id, selectedRisks: ['SST_002'] }),
    });

    expect(inline.response.headers.get('content-disposition')).toMatch(/^inline; /);
    const all = await pdfText(inline.bytes);
    for (const riskId of [...SELECTED, ...DESELECTED]) expect(all).toContain(riskId);
    expect(generated.response.status).toBe(200);
    const one = await pdfText(generated.bytes);
    expect(one).toContain('SST_002');
    expect(one).not.toContain('SST_001');
  });

  it('writes a Japanese analysis with its Japanese risk titles (no missing glyphs)', async () => {
    const me = await owner();
    const { id } = await storedAnalysis(me.user.id, japaneseAnalysis());

    const { response, bytes } = await fetchPdf(
      `/api/analyses/${id}/pdf?selectedRisks=${SELECTED.join(',')}`,
      me.cookie,
    );

    expect(response.status).toBe(200);
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    for (const title of JAPANESE_TITLES) expect(text).toContain(title.replace(/\s+/g, ''));
    expect(text).not.toContain('\uFFFD');
  });

  it('answers 404 for someone else’s analysis on every report route, and HEAD tells which exist', async () => {
    const me = await owner();
    const other = await owner();
    const { id } = await storedAnalysis(other.user.id, frenchAnalysis());
    const mine = await storedAnalysis(me.user.id, frenchAnalysis());

    const head = (analysisId: string) =>
      fetch(`${appUrl()}/api/analyses/${analysisId}/pdf`, { method: 'HEAD', headers: { cookie: me.cookie } });
    expect((await head(mine.id)).status).toBe(200);
    expect((await head(id)).status).toBe(404);
    expect((await head(randomUUID())).status).toBe(404);
    expect((await call(`/api/analyses/${id}/pdf?selectedRisks=SST_001`, { cookie: me.cookie })).status).toBe(
      404,
    );
    const generate = await call('/api/generate-pdf', {
      method: 'POST',
      cookie: me.cookie,
      body: { analysisId: id, selectedRisks: ['SST_001'] },
    });
    expect(generate.status).toBe(404);
    const mailed = await call(`/api/analyses/${id}/send-email`, {
      method: 'POST',
      cookie: me.cookie,
      body: { recipientEmail: 'client@exemple.ca', selectedRisks: ['SST_001'] },
    });
    expect(mailed.status).toBe(404);
    const mailedToo = await call('/api/send-email', {
      method: 'POST',
      cookie: me.cookie,
      body: { analysisId: id, recipientEmail: 'client@exemple.ca', selectedRisks: ['SST_001'] },
    });
    expect(mailedToo.status).toBe(404);
    expect(mailedToo.json.code).toBe('notFound');
  });

  it('refuses an empty, unknown or malformed selection and an unfinished analysis with clear codes', async () => {
    const me = await owner();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const running = await storedAnalysis(me.user.id, frenchAnalysis(), 'analyzing');

    const empty = await call('/api/generate-pdf', {
      method: 'POST',
      cookie: me.cookie,
      body: { analysisId: id, selectedRisks: [] },
    });
    const unknown = await call(`/api/analyses/${id}/pdf?selectedRisks=SST_001,SST_099`, {
      cookie: me.cookie,
    });
    const malformed = await call(`/api/analyses/${id}/pdf?selectedRisks=SST_001,DROP`, { cookie: me.cookie });
    const notDone = await call(`/api/analyses/${running.id}/pdf`, { cookie: me.cookie });

    expect([empty.status, empty.json.code]).toEqual([400, 'noRiskSelected']);
    expect([unknown.status, unknown.json.code]).toEqual([400, 'unknownRisk']);
    expect([malformed.status, malformed.json.code]).toEqual([400, 'validationFailed']);
    expect([notDone.status, notDone.json.code]).toEqual([409, 'analysisNotReady']);
    expect(String(empty.json.message)).toMatch(/Sélectionnez au moins un risque/);
  });
});

describe('reports too large for a Lambda answer', () => {
  it('are stored and answered 303 with a short-lived link that downloads the PDF; the browser follows it', async () => {
    const me = await owner();
    const photos = await Promise.all([1, 2, 3].map(() => noisyJpeg(1800, 1400)));
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis(), 'done', 'Quai de chargement', photos);
    const path = `/api/analyses/${id}/pdf?selectedRisks=${SELECTED.join(',')}`;

    const answer = await fetchPdf(path, me.cookie, { redirect: 'manual' });
    const link = new URL(answer.response.headers.get('location') ?? '');
    const stored = await fetch(link);
    const bytes = new Uint8Array(await stored.arrayBuffer());

    expect(answer.response.status).toBe(303);
    expect(answer.bytes.byteLength).toBe(0);
    expect(link.origin).not.toBe(new URL(appUrl()).origin);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    // Under the prefix the bucket's lifecycle rule expires (test/infra/jobs-and-uploads.test.ts).
    expect(decodeURIComponent(link.pathname)).toContain(`/${REPORTS_PREFIX}${me.user.id}/${id}/`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(stored.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Rapport SST - Quai de chargement - /,
    );
    expect(bytes.byteLength).toBeGreaterThan(INLINE_PDF_MAX_BYTES);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const riskId of SELECTED) expect(text).toContain(riskId);

    // The web app's fetch follows the redirect, and names the file from the link (print: inline).
    const printed = await fetch(`${appUrl()}/api/analyses/${id}/pdf?disposition=inline`, {
      headers: { cookie: me.cookie },
    });
    expect([printed.status, printed.redirected]).toEqual([200, true]);
    expect(fileAnswerDisposition(printed)).toMatch(/^inline; filename="Rapport SST - Quai de chargement - /);
    expect((await printed.arrayBuffer()).byteLength).toBeGreaterThan(INLINE_PDF_MAX_BYTES);

    const generated = await fetchPdf('/api/generate-pdf', me.cookie, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ analysisId: id, selectedRisks: ['SST_002'] }),
    });
    expect(generated.response.status).toBe(303);
    expect((await fetch(generated.response.headers.get('location')!)).status).toBe(200);
  }, 60_000);
});

describe('report by e-mail', () => {
  it('delivers the PDF of the selected risks to the address, in the analysis language, replying to the sender', async () => {
    const me = await owner();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const recipient = uniqueEmail('client');

    const sent = await call(`/api/analyses/${id}/send-email`, {
      method: 'POST',
      cookie: me.cookie,
      body: { recipientEmail: recipient, selectedRisks: SELECTED, reportType: 'conseiller' },
    });

    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ sent: true, recipientEmail: recipient });
    const store = (await (await fetch(`${inject('stack').mailboxUrl}/store`)).json()) as {
      emails: {
        subject: string;
        destination: { to: string[] };
        replyTo?: string[];
        body: { text?: string };
        attachments: { filename: string; contentType: string; content: string }[];
      }[];
    };
    const mail = store.emails.find((m) => m.destination.to.some((to) => to.includes(recipient)));
    expect(mail?.subject).toBe('Rapport d’analyse des risques SST — Atelier de soudage — mezzanine');
    expect(mail?.body.text).toContain(`transmis par ${me.user.email}`);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(Buffer.from(mail!.attachments[0]!.content, 'base64')));
    for (const riskId of SELECTED) expect(text).toContain(riskId);
    for (const riskId of DESELECTED) expect(text).not.toContain(riskId);
  });

  it('checks the address, and limits how many reports one user sends in an hour', async () => {
    const me = await owner();
    const { id } = await storedAnalysis(me.user.id, frenchAnalysis());
    const recipient = uniqueEmail('limit');

    const invalid = await call('/api/send-email', {
      method: 'POST',
      cookie: me.cookie,
      body: { analysisId: id, recipientEmail: 'pas-une-adresse', selectedRisks: SELECTED },
    });
    expect([invalid.status, invalid.json.code]).toEqual([400, 'validationFailed']);

    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_MAILS_PER_HOUR; i++) {
      const answer = await call('/api/send-email', {
        method: 'POST',
        cookie: me.cookie,
        // Each one a new send, not a double click of the last one.
        headers: { 'idempotency-key': `send-${i}` },
        body: { analysisId: id, recipientEmail: recipient, selectedRisks: ['SST_001'] },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, REPORT_MAILS_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await mailsTo(recipient)).toHaveLength(REPORT_MAILS_PER_HOUR);
  }, 60_000);
});

describe('report e-mail limits', () => {
  const sendReport = (cookie: string, analysisId: string, recipientEmail: string) =>
    call('/api/send-email', {
      method: 'POST',
      cookie,
      // Each one a new send, not a double click of the last one.
      headers: { 'idempotency-key': randomUUID() },
      body: { analysisId, recipientEmail, selectedRisks: ['SST_001'] },
    });

  it('caps a trial account at a few report e-mails a day, with a clear code and the wait until midnight UTC', async () => {
    const user = await makeUser({ subscriptionStatus: 'trial' });
    const cookie = await sessionCookieFor(user.id);
    const { id } = await storedAnalysis(user.id, frenchAnalysis());
    const recipient = uniqueEmail('trial-cap');

    const statuses: number[] = [];
    for (let i = 0; i < REPORT_MAILS_PER_DAY.trial; i++) {
      statuses.push((await sendReport(cookie, id, recipient)).status);
    }
    const refused = await sendReport(cookie, id, recipient);

    expect(statuses).toEqual(Array(REPORT_MAILS_PER_DAY.trial).fill(200));
    expect([refused.status, refused.json.code, refused.json.dailyLimit]).toEqual([
      429,
      'reportMailDailyLimit',
      REPORT_MAILS_PER_DAY.trial,
    ]);
    expect(String(refused.json.message)).toMatch(/limite quotidienne/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(86_400);
    expect(await mailsTo(recipient)).toHaveLength(REPORT_MAILS_PER_DAY.trial);
  }, 60_000);

  it('caps a paying account per day too, above the trial cap', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const { id } = await storedAnalysis(user.id, frenchAnalysis());
    const recipient = uniqueEmail('day-cap');
    expect(REPORT_MAILS_PER_DAY.subscriber).toBeGreaterThan(REPORT_MAILS_PER_DAY.trial);

    expect((await sendReport(cookie, id, recipient)).status).toBe(200);
    // The rest of the day's allowance spent earlier today (the hourly limit keeps one hour below it).
    const day = new Date().toISOString().slice(0, 10);
    for (let i = 1; i < REPORT_MAILS_PER_DAY.subscriber; i++) {
      await incrementCounter(reportMailDayKey(user.id, day), 86_400);
    }
    const refused = await sendReport(cookie, id, recipient);

    expect([refused.status, refused.json.code]).toEqual([429, 'reportMailDailyLimit']);
    expect(await mailsTo(recipient)).toHaveLength(1);
  }, 60_000);

  it('strips bidi overrides, control characters and line breaks of the work area from the subject', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const area = 'Quai\u202E fdp.exe\u202C\r\nBcc: victim@example.com\u0000\u2066 nord\u2069\u200B';
    const { id } = await storedAnalysis(user.id, frenchAnalysis(), 'done', area);
    const recipient = uniqueEmail('bidi');

    expect((await sendReport(cookie, id, recipient)).status).toBe(200);

    const [mail] = await mailsTo(recipient);
    expect(mail?.subject).toBe(
      'Rapport d’analyse des risques SST — Quai fdp.exe Bcc: victim@example.com nord',
    );
    expect(mail?.destination.to).toHaveLength(1);
    expect(mail?.body.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
    expect(mail?.body.text).not.toContain('\u0000');
  });

  it('counts every report e-mail sent in the ReportEmailsSent metric', async () => {
    const user = await makeUser();
    const { id } = await storedAnalysis(user.id, frenchAnalysis());
    const added = vi.spyOn(metrics, 'addMetric');

    try {
      await emailAnalysisReport({
        sender: user,
        analysisId: id,
        recipient: uniqueEmail('metric'),
        selected: ['SST_001'],
      });
      expect(added).toHaveBeenCalledWith('ReportEmailsSent', 'Count', 1);
      expect(METRIC.reportEmailsSent).toBe('ReportEmailsSent');
    } finally {
      added.mockRestore();
    }
  });
});

describe('photo previews', () => {
  it('are listed with a short-lived link by the status route, and deleted with the analysis', async () => {
    const me = await owner();
    const { id, previewKey } = await storedAnalysis(me.user.id, frenchAnalysis());

    const status = await call(`/api/analysis/${id}`, { cookie: me.cookie });
    const photos = status.json.photos as { fileName: string; url: string }[];
    expect(photos.map((p) => p.fileName)).toEqual(['mezzanine.jpg']);
    const image = await fetch(photos[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    expect((await call(`/api/analyses/${id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(200);
    expect(await headObject(previewKey)).toBeNull();
  });
});
