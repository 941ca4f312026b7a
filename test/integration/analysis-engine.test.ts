import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteObjects } from '#adapters/objects';
import { getAnalysis, updateUnfinishedAnalysis } from '#adapters/table/analyses';
import { shutdownOcr } from '#core/analysis/extraction';
import { MAX_ATTEMPTS, runAnalysisJob } from '#core/analysis/pipeline';
import { refundAnalysisQuota } from '#core/analysis/quota';
import { startAnalysis } from '#core/analysis/start';
import { analysisStatus, STALE_AFTER_MS } from '#core/analysis/status';
import { MAX_RECEIVES, VISIBILITY_TIMEOUT_SECONDS, WORKER_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import { monthKey, quotaUsed, todayKey, unreadQueue, uploadFile, withJobsQueue } from './support/analyses';
import { HAZARDS } from '#shared/knowledge/hazards';
import { instrumentName } from '#shared/knowledge/content';
import { CONTROL_LEVELS } from '#shared/knowledge/types';
import { encodeImage, signPixels, textPdf, utf8 } from '../fixtures/extraction/builders';
import { call } from './support/http';
import { makeUser, sessionCookieFor } from './support/users';

afterAll(() => shutdownOcr());

async function upload(cookie: string, name: string, type: string, bytes: Uint8Array) {
  const answer = await call('/api/uploads', {
    method: 'POST',
    cookie,
    body: { files: [{ name, type, size: bytes.length }] },
  });
  const [target] = (
    answer.json as { uploads: { key: string; url: string; headers: Record<string, string> }[] }
  ).uploads;
  await fetch(target!.url, { method: 'PUT', headers: target!.headers, body: bytes });
  return { key: target!.key, name };
}

async function startThroughApi(cookie: string, files: { key: string; name: string }[], area = 'Quai') {
  const answer = await call('/api/analyze-conseiller-sst', { method: 'POST', cookie, body: { files, area } });
  return answer.json.analysisId as string;
}

/** Polls the status route as the screen does, until the job ends or the deadline passes. */
async function untilFinished(cookie: string, id: string, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  const seen = new Set<string>();
  for (;;) {
    const { json } = await call(`/api/analysis/${id}`, { cookie });
    seen.add(json.status as string);
    if (json.status === 'done' || json.status === 'failed')
      return { ...json, seen } as Record<string, unknown> & { seen: Set<string> };
    if (Date.now() > end) throw new Error(`analysis ${id} still ${json.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const inspectionPages = [
  [
    'Note d’inspection — usine de Laval',
    'Le convoyeur de la ligne 2 fonctionne sans protecteur : les points de pincement sont accessibles.',
  ],
  ['Les chariots élévateurs traversent l’allée piétonne sans séparation ni marquage au sol.'],
];

describe('the analysis engine on the local stack (uploads, queue, worker, offline analyzer)', () => {
  it('turns an inspection note and a photo of a sign into machinery, mobile equipment and electrical risks', async () => {
    // Prepare: upload straight to storage, as the browser does.
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const pdf = await upload(
      cookie,
      'note-inspection.pdf',
      'application/pdf',
      await textPdf(inspectionPages),
    );
    const photo = await upload(cookie, 'panneau.png', 'image/png', await encodeImage(signPixels(), 'png'));

    // Act
    const started = await call('/api/analyze-conseiller-sst', {
      method: 'POST',
      cookie,
      body: { files: [pdf, photo], area: 'Usine de Laval', jurisdiction: 'QC', language: 'fr' },
    });
    const finished = await untilFinished(cookie, started.json.analysisId as string);

    // Assess
    expect(finished.status).toBe('done');
    expect(finished.progress).toBe(100);
    const analysis = finished.analysis as {
      risks: {
        family: string;
        evidence: { fileName: string; source: string; excerpt: string }[];
        controls: { level: string }[];
        citations: { jurisdiction: string; instrument: string; articles: string | null }[];
      }[];
      method: string;
    };
    const byFamily = (family: string) => analysis.risks.find((r) => r.family === family)!;
    expect(byFamily('machinery').evidence[0]).toMatchObject({
      fileName: 'note-inspection.pdf',
      source: 'text',
    });
    expect(byFamily('machinery').evidence[0]!.excerpt).toContain('convoyeur');
    expect(byFamily('mobile_equipment').evidence[0]!.excerpt).toContain('chariots élévateurs');
    expect(byFamily('electrical').evidence[0]).toMatchObject({ fileName: 'panneau.png', source: 'ocr' });
    expect(byFamily('electrical').evidence[0]!.excerpt.toUpperCase()).toContain('HAUTE TENSION');
    expect(analysis.method).toContain('OCR');
    // The photo (not the PDF) has a downscaled JPEG preview for the results screen and the report.
    const photos = finished.photos as { fileName: string; url: string }[];
    expect(photos.map((p) => p.fileName)).toEqual(['panneau.png']);
    const preview = await fetch(photos[0]!.url);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const previewBytes = new Uint8Array(await preview.arrayBuffer());
    expect([...previewBytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const referenceCitations = HAZARDS.flatMap((h) => h.citations);
    for (const risk of analysis.risks) {
      const order = risk.controls.map((c) => CONTROL_LEVELS.indexOf(c.level as never));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const c of risk.citations) {
        expect(c.jurisdiction).toBe('QC');
        expect(
          referenceCitations.some(
            (r) =>
              r.jurisdiction === 'QC' &&
              instrumentName(r.instrument, 'fr') === c.instrument &&
              r.articles === c.articles,
          ),
        ).toBe(true);
      }
    }
  }, 90_000);

  it('fails a text file renamed .pdf with a clear message, and leaves other analyses alone', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const fake = await upload(
      cookie,
      'rapport.pdf',
      'application/pdf',
      utf8('Ceci est du texte, pas un PDF.'),
    );
    const honest = await upload(
      cookie,
      'note.txt',
      'text/plain',
      utf8('Convoyeur sans protecteur au poste 4.'),
    );

    const bad = await call('/api/analyze-conseiller-sst', {
      method: 'POST',
      cookie,
      body: { files: [fake], area: 'Bureau' },
    });
    const good = await call('/api/analyze-conseiller-sst', {
      method: 'POST',
      cookie,
      body: { files: [honest], area: 'Atelier' },
    });
    const badResult = await untilFinished(cookie, bad.json.analysisId as string);
    const goodResult = await untilFinished(cookie, good.json.analysisId as string);

    expect(badResult.status).toBe('failed');
    expect(badResult.error).toMatchObject({ code: 'fileMismatch' });
    expect((badResult.error as { message: string }).message).toContain('rapport.pdf');
    expect(goodResult.status).toBe('done');
  });

  it('produces one analysis when the same message is delivered twice', async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const file = await upload(
      cookie,
      'note.txt',
      'text/plain',
      utf8('Chariot élévateur dans l’allée piétonne.'),
    );
    const analysisId = await startThroughApi(cookie, [file]);
    await untilFinished(cookie, analysisId);
    const first = await getAnalysis(analysisId);

    // The same message again, as SQS may deliver it: the finished analysis is left as it is.
    const sqs = new SQSClient({
      endpoint: process.env.SQS_ENDPOINT,
      region: process.env.AWS_REGION,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: process.env.JOBS_QUEUE_URL,
        MessageBody: JSON.stringify({ type: 'analysis.run', jobId: analysisId, payload: {} }),
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    await runAnalysisJob(analysisId, 1);

    expect(await getAnalysis(analysisId)).toEqual(first);
  });

  it('retries a crash midway, then fails the job with a message on the last attempt, never stuck', async () => {
    // A job recorded without a queue message, so only this test runs it; its upload is missing,
    // so reading it throws on every attempt, as a crash midway would.
    const { createAnalysis } = await import('#adapters/table/analyses');
    const user = await makeUser();
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await createAnalysis({
      id,
      userId: user.id,
      status: 'queued',
      progress: 0,
      step: 'queued',
      error: null,
      request: {
        files: [{ key: `uploads/${user.id}/gone/note.txt`, name: 'note.txt' }],
        area: 'Quai',
        jurisdiction: 'QC',
        language: 'fr',
      },
      resultKey: null,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    });

    await expect(runAnalysisJob(id, 1)).rejects.toThrow();
    const between = await getAnalysis(id);
    await runAnalysisJob(id, 3);
    const last = await getAnalysis(id);

    expect(between?.status).toBe('extracting');
    expect(last).toMatchObject({ status: 'failed', error: { code: 'analysisFailed' } });
  });
});

describe('a job whose worker died on its last attempt', () => {
  it('is reported failed with a message once it has been silent past the limit, not left analyzing', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { table, tableName } = await import('#adapters/table/client');
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const file = await upload(cookie, 'note.txt', 'text/plain', utf8('Texte.'));
    const analysisId = await startThroughApi(cookie, [file]);
    await untilFinished(cookie, analysisId);
    // Make it look like a worker that stopped mid-way 20 minutes ago.
    await table().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ANALYSIS#${analysisId}`, sk: 'ANALYSIS' },
        UpdateExpression: 'SET #status = :analyzing, updatedAt = :old',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':analyzing': 'analyzing',
          ':old': new Date(Date.now() - 20 * 60_000).toISOString(),
        },
      }),
    );

    const status = await call(`/api/analysis/${analysisId}`, {
      cookie,
      headers: { 'accept-language': 'en' },
    });

    expect(status.json).toMatchObject({ status: 'failed', error: { code: 'analysisFailed' } });
    expect((await getAnalysis(analysisId))?.status).toBe('failed');
  });
});

/** An analysis started by the real service but queued where no worker reads: the test runs it. */
async function startUnread(fileBytes: Uint8Array, name = 'note.txt', type = 'text/plain') {
  const user = await makeUser({ tier: 'essential', sourceInterface: 'international' });
  const cookie = await sessionCookieFor(user.id);
  const file = await uploadFile(cookie, name, type, fileBytes);
  const queue = await unreadQueue();
  const { analysisId } = await withJobsQueue(queue, () =>
    startAnalysis(user, {
      files: [file],
      area: 'Warehouse',
      jurisdiction: 'US',
      language: 'en',
      sourceInterface: 'international',
    }),
  );
  return { user, file, analysisId };
}

describe('quota after a failed analysis', () => {
  it('gives the unit back when the last attempt fails on our side, exactly once', async () => {
    const { user, file, analysisId } = await startUnread(utf8('Chariot élévateur.'));
    expect(await quotaUsed(monthKey(user.id))).toBe(1);
    await deleteObjects([file.key]); // every attempt now crashes reading it

    await expect(runAnalysisJob(analysisId, 1)).rejects.toThrow();
    expect(await quotaUsed(monthKey(user.id))).toBe(1);
    await runAnalysisJob(analysisId, MAX_ATTEMPTS);
    const failed = await getAnalysis(analysisId);
    // The staleness check and a late redelivery must not refund it again.
    await refundAnalysisQuota(failed!);
    await analysisStatus(user, analysisId, 'en', Date.now() + STALE_AFTER_MS * 2);

    expect(failed).toMatchObject({ status: 'failed', quotaRefunded: true });
    expect(await quotaUsed(monthKey(user.id))).toBe(0);
    expect(await quotaUsed(todayKey(user.id))).toBe(0);
  });

  it('gives the unit back when a job is never finished and the staleness check fails it', async () => {
    const { user, analysisId } = await startUnread(utf8('Chariot élévateur.'));
    const status = await analysisStatus(user, analysisId, 'en', Date.now() + STALE_AFTER_MS + 1000);
    expect(status).toMatchObject({ status: 'failed', error: { code: 'analysisFailed' } });
    expect(await quotaUsed(monthKey(user.id))).toBe(0);
  });

  it('keeps the unit when the user’s own file is at fault (a text file named .pdf)', async () => {
    const { user, analysisId } = await startUnread(
      utf8('Not a PDF at all.'),
      'rapport.pdf',
      'application/pdf',
    );
    await runAnalysisJob(analysisId, 1);
    expect(await getAnalysis(analysisId)).toMatchObject({
      status: 'failed',
      error: { code: 'fileMismatch' },
    });
    expect(await quotaUsed(monthKey(user.id))).toBe(1);
  });
});

describe('retries after a crash', () => {
  it('are not pre-empted by the staleness check: the last retry can still finish the job', async () => {
    const { user, analysisId } = await startUnread(utf8('Chariot élévateur dans l’allée piétonne.'));
    const crashedAt = Date.now();
    await updateUnfinishedAnalysis(analysisId, { status: 'extracting', step: 'extracting', attempts: 1 });
    // The latest moment the queue's last redelivery may still be running, per the deployed numbers.
    const lastRetryStillRunning =
      crashedAt + ((MAX_RECEIVES - 1) * VISIBILITY_TIMEOUT_SECONDS + WORKER_TIMEOUT_SECONDS) * 1000;

    const polled = await analysisStatus(user, analysisId, 'en', lastRetryStillRunning);
    await runAnalysisJob(analysisId, MAX_RECEIVES);

    expect(polled.status).toBe('extracting');
    expect(await getAnalysis(analysisId)).toMatchObject({ status: 'done' });
  });
});
