import { highestLevelOf } from './highest-level';
import { errorMessage, type ErrorCode } from '#shared/errors';
import { riskIdPrefix as riskIdPrefixFor, type AnalysisResult } from '#shared/schemas/analysis';
import { getObjectBytes, putObject } from '#adapters/objects';
import {
  getAnalysis,
  updateUnfinishedAnalysis,
  type Analysis,
  type AnalysisPreview,
} from '#adapters/table/analyses';
import { config } from '#functions/config';
import { MAX_RECEIVES } from '#functions/jobs/timing';
import { logger, metrics, METRIC, MetricUnit } from '#functions/observability';
import { refundAnalysisQuota } from './quota';
import { AppError } from '#core/errors';
import { MAX_DOCUMENT_BYTES } from '#adapters/model/content';
import { checkDeclaredType, extractDocument, OCR_WORKERS, photoPreview, readingBudget } from './extraction';
import { mapInOrder } from './in-order-pool';
import { analyzeOffline, type ReadDocument } from './offline-analyzer/analyze';
import { previewKey } from './preview-key';
import { REPAIR_STEP, dropRepairState, queueRepair, repairStateOf, sendRepairJob } from './bedrock-repair';
import type { FirstAnswer } from '#adapters/model/port';

/** Attempts before a failing analysis is given up (the queue's redrive limit). */
export const MAX_ATTEMPTS = MAX_RECEIVES;

/**
 * Fails the analysis with a message. `platform` failures (ours: a crash, the last attempt
 * failing, the model unavailable) give the quota unit back; a failure of the user's own file
 * (missing, not what its name says) keeps it: the same file would fail again.
 */
async function fail(
  item: Analysis,
  code: ErrorCode,
  cause: 'platform' | 'userFile',
  detail?: string,
): Promise<void> {
  const message = await errorMessage(code, item.request.language);
  const failed = await updateUnfinishedAnalysis(item.id, {
    status: 'failed',
    step: 'failed',
    error: { code, message: detail ? `${message} (${detail})` : message },
  });
  if (!failed) return;
  metrics.addMetric(METRIC.analysesFailed, MetricUnit.Count, 1);
  if (cause === 'platform') await refundAnalysisQuota(failed);
}

export { previewKey };

interface ReadFiles {
  documents: ReadDocument[];
  previews: AnalysisPreview[];
  /**
   * Under Bedrock, the bytes the model is given for each file (a photo's preview, else the file
   * when it fits in a block), kept from this reading so that no file is downloaded twice; null for
   * a file too large for a block, and always null with the offline analyzer.
   */
  modelBytes: (Uint8Array | null)[];
}

/** Files read at once: one per OCR thread, so that neither waits while a file downloads or encodes. */
const FILES_AT_ONCE = OCR_WORKERS;

/** What is left of a file once read: its preview, the progress, the bytes kept for the model. */
interface Finished {
  preview: AnalysisPreview | null;
  modelBytes: Uint8Array | null;
}

type FileRead = { failed: ErrorCode } | { document: ReadDocument; finished: Promise<Finished> };

async function readFiles(item: Analysis): Promise<ReadFiles | null> {
  const { files } = item.request;
  const keepBytes = config().ANALYZER !== 'offline';
  // One budget for all the files: a long scan is cut with a warning, never left to time out. Two
  // files read at once share it: which of the two reaches a limit first may vary, the total not.
  const budget = readingBudget();
  let finishedCount = 0;
  let progress = Promise.resolve();
  let failed = false;
  const finishing = new Set<Promise<void>>();

  const finish = async (index: number, image?: Uint8Array, bytes?: Uint8Array): Promise<Finished> => {
    const jpeg = image ? await photoPreview(image) : null;
    let preview: AnalysisPreview | null = null;
    if (jpeg) {
      preview = { fileName: files[index]!.name, key: previewKey(item, index) };
      await putObject(preview.key, jpeg, 'image/jpeg');
    }
    finishedCount += 1;
    const step = `extracting:${finishedCount}/${files.length}`;
    const percent = 5 + Math.round((55 * finishedCount) / files.length);
    // One update after another, so the progress never goes back.
    progress = progress.then(() =>
      updateUnfinishedAnalysis(item.id, { progress: percent, step }).then(() => {}),
    );
    await progress;
    return { preview, modelBytes: keepBytes ? (jpeg ?? bytes ?? null) : null };
  };

  const reads = await mapInOrder(files, FILES_AT_ONCE, async (file, index): Promise<FileRead | null> => {
    // Files start in order: a later one is not read once an earlier one has failed the job.
    if (failed) return null;
    const bytes = await getObjectBytes(file.key);
    // The local storage engine does not enforce the signed type: the bytes are checked here.
    const check = checkDeclaredType(file.name, bytes);
    if (!check.ok) {
      failed = true;
      return { failed: check.reason === 'empty' ? 'uploadMissing' : 'fileMismatch' };
    }
    const extracted = await extractDocument({ fileName: file.name, bytes, budget });
    const document: ReadDocument = {
      fileName: file.name,
      kind: extracted.kind,
      method: extracted.method,
      pages: extracted.pages,
      warnings: extracted.warnings,
      ...(file.caption ? { caption: file.caption } : {}),
    };
    // The preview, its upload and the progress go on beside the next file's reading, so that the
    // OCR threads do not wait for them (at most FILES_AT_ONCE of them at a time).
    while (finishing.size >= FILES_AT_ONCE) await Promise.race(finishing);
    const kept = keepBytes && bytes.length <= MAX_DOCUMENT_BYTES ? bytes : undefined;
    const finished = finish(index, extracted.image, kept);
    const tracked: Promise<void> = finished.then(
      () => void finishing.delete(tracked),
      () => void finishing.delete(tracked),
    );
    finishing.add(tracked);
    return { document, finished };
  });
  const readOnes = reads.filter(
    (read): read is Extract<FileRead, { document: ReadDocument }> => !!read && 'document' in read,
  );
  const finished = await Promise.allSettled(readOnes.map((read) => read.finished));
  if (budget.ocrPagesUsed > 0) metrics.addMetric(METRIC.ocrPages, MetricUnit.Count, budget.ocrPagesUsed);
  // The first file (in the request's order) that is not what it claims fails the job.
  const failure = reads.find((read) => read && 'failed' in read);
  if (failure && 'failed' in failure) {
    await fail(item, failure.failed, 'userFile', files[reads.indexOf(failure)]!.name);
    return null;
  }
  const rejected = finished.find((f): f is PromiseRejectedResult => f.status === 'rejected');
  if (rejected) throw rejected.reason;
  const done = finished.map((f) => (f as PromiseFulfilledResult<Finished>).value);
  return {
    documents: readOnes.map((read) => read.document),
    previews: done.flatMap((f) => (f.preview ? [f.preview] : [])),
    modelBytes: done.map((f) => f.modelBytes),
  };
}

async function analyze(item: Analysis, read: ReadFiles): Promise<FirstAnswer> {
  const { request } = item;
  const riskIdPrefix = riskIdPrefixFor(request.jurisdiction);
  if (config().ANALYZER === 'offline') {
    return { result: await analyzeOffline({ ...request, riskIdPrefix, documents: read.documents }) };
  }
  const { runBedrockAnalysis } = await import('./bedrock-analysis');
  return runBedrockAnalysis(item, read.documents, riskIdPrefix, read.previews, read.modelBytes);
}

/** The repair of a rejected answer, in its own message: the files are not read again. */
async function repairAnswer(
  item: Analysis,
): Promise<{ result: AnalysisResult; previews: AnalysisPreview[] }> {
  const state = await repairStateOf(item);
  if (!state) throw new Error(`No repair state for analysis ${item.id}`);
  const { runBedrockRepair } = await import('./bedrock-analysis');
  const result = await runBedrockRepair(item, state, riskIdPrefixFor(item.request.jurisdiction));
  return { result, previews: state.previews };
}

/**
 * Runs one analysis job. Idempotent: a finished analysis is left alone, so a redelivered
 * message does nothing. A permanent problem (a file that is not what it claims) fails the
 * job with a message at once; a passing one is retried, and the last attempt fails the job
 * with a message rather than leaving it running.
 */
export async function runAnalysisJob(analysisId: string, attempt: number, repair = false): Promise<void> {
  const item = await getAnalysis(analysisId);
  if (!item || item.status === 'done' || item.status === 'failed') return;
  // Once a repair is queued, its own message carries the analysis on: the first message,
  // redelivered, only sends it again (its send may have failed) and never calls the model again.
  // A repair message for an analysis that is not at that step has nothing to do.
  if (item.step === REPAIR_STEP && !repair) {
    await sendRepairJob(item);
    return;
  }
  if (item.step !== REPAIR_STEP && repair) return;
  const started = Date.now();
  try {
    let answer: { result: AnalysisResult; previews: AnalysisPreview[] };
    if (repair) {
      await updateUnfinishedAnalysis(item.id, { attempts: attempt });
      answer = await repairAnswer(item);
    } else {
      await updateUnfinishedAnalysis(item.id, {
        status: 'extracting',
        progress: 5,
        step: 'extracting',
        attempts: attempt,
      });
      const read = await readFiles(item);
      if (!read) return;
      await updateUnfinishedAnalysis(item.id, { status: 'analyzing', progress: 65, step: 'analyzing' });
      const first = await analyze(item, read);
      if ('rejected' in first) {
        await queueRepair(item, {
          documents: read.documents,
          previews: read.previews,
          rejected: first.rejected,
        });
        return;
      }
      answer = { result: first.result, previews: read.previews };
    }
    const { result } = answer;
    await updateUnfinishedAnalysis(item.id, { status: 'writing', progress: 90, step: 'writing' });
    const resultKey = `results/${item.userId}/${item.id}.json`;
    await putObject(resultKey, JSON.stringify(result), 'application/json');
    const done = await updateUnfinishedAnalysis(item.id, {
      status: 'done',
      progress: 100,
      step: 'done',
      resultKey,
      previews: answer.previews,
      riskCount: result.risks.length,
      highestLevel: highestLevelOf(result.risks),
    });
    if (done) {
      metrics.addMetric(METRIC.analysesDone, MetricUnit.Count, 1);
      metrics.addMetric(METRIC.analysisDuration, MetricUnit.Milliseconds, Date.now() - started);
    }
    if (repair) await dropRepairState(item);
  } catch (error) {
    logger.error('Analysis attempt failed', {
      analysisId,
      attempt,
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
    // A 4xx of ours is about what the user sent (kept quota); 429 and 5xx are retried, then refunded.
    const userFile = error instanceof AppError && error.status < 500 && error.status !== 429;
    // A repair that is still invalid is not asked for a third time.
    const repairRejected = repair && error instanceof AppError && error.code === 'modelInvalidAnswer';
    if (!userFile && !repairRejected && attempt < MAX_ATTEMPTS) throw error;
    // A failed repair leaves nothing to keep: the text read from the files goes with it.
    if (repair) await dropRepairState(item);
    if (userFile) return fail(item, error.code, 'userFile');
    return fail(item, error instanceof AppError ? error.code : 'analysisFailed', 'platform');
  }
}
