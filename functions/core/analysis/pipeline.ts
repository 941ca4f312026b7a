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
import { checkDeclaredType, extractDocument, photoPreview, readingBudget } from './extraction';
import { analyzeOffline, type ReadDocument } from './offline-analyzer/analyze';

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
  const message = errorMessage(code, item.request.language);
  const failed = await updateUnfinishedAnalysis(item.id, {
    status: 'failed',
    step: 'failed',
    error: { code, message: detail ? `${message} (${detail})` : message },
  });
  if (!failed) return;
  metrics.addMetric(METRIC.analysesFailed, MetricUnit.Count, 1);
  if (cause === 'platform') await refundAnalysisQuota(failed);
}

/** Where the preview of the file at `index` is kept: beside the owner's other objects. */
export function previewKey(item: Analysis, index: number): string {
  return `previews/${item.userId}/${item.id}/${index}.jpg`;
}

interface ReadFiles {
  documents: ReadDocument[];
  previews: AnalysisPreview[];
}

async function readFiles(item: Analysis): Promise<ReadFiles | null> {
  const documents: ReadDocument[] = [];
  const previews: AnalysisPreview[] = [];
  // One budget for all the files: a long scan is cut with a warning, never left to time out.
  const budget = readingBudget();
  for (const [index, file] of item.request.files.entries()) {
    const bytes = await getObjectBytes(file.key);
    // The local storage engine does not enforce the signed type: the bytes are checked here.
    const check = checkDeclaredType(file.name, bytes);
    if (!check.ok) {
      const code = check.reason === 'empty' ? 'uploadMissing' : 'fileMismatch';
      await fail(item, code, 'userFile', file.name);
      return null;
    }
    const ocrBefore = budget.ocrPagesUsed;
    const extracted = await extractDocument({ fileName: file.name, bytes, budget });
    if (budget.ocrPagesUsed > ocrBefore)
      metrics.addMetric(METRIC.ocrPages, MetricUnit.Count, budget.ocrPagesUsed - ocrBefore);
    documents.push({
      fileName: file.name,
      kind: extracted.kind,
      method: extracted.method,
      pages: extracted.pages,
      warnings: extracted.warnings,
      ...(file.caption ? { caption: file.caption } : {}),
    });
    const preview = extracted.image ? await photoPreview(extracted.image) : null;
    if (preview) {
      const key = previewKey(item, index);
      await putObject(key, preview, 'image/jpeg');
      previews.push({ fileName: file.name, key });
    }
    await updateUnfinishedAnalysis(item.id, {
      progress: 5 + Math.round((55 * (index + 1)) / item.request.files.length),
      step: `extracting:${index + 1}/${item.request.files.length}`,
    });
  }
  return { documents, previews };
}

async function analyze(item: Analysis, documents: ReadDocument[]): Promise<AnalysisResult> {
  const { request } = item;
  const riskIdPrefix = riskIdPrefixFor(request.jurisdiction);
  if (config().ANALYZER === 'offline') {
    return analyzeOffline({ ...request, riskIdPrefix, documents });
  }
  const { runBedrockAnalysis } = await import('./bedrock-analysis');
  return runBedrockAnalysis(item, documents, riskIdPrefix);
}

/**
 * Runs one analysis job. Idempotent: a finished analysis is left alone, so a redelivered
 * message does nothing. A permanent problem (a file that is not what it claims) fails the
 * job with a message at once; a passing one is retried, and the last attempt fails the job
 * with a message rather than leaving it running.
 */
export async function runAnalysisJob(analysisId: string, attempt: number): Promise<void> {
  const item = await getAnalysis(analysisId);
  if (!item || item.status === 'done' || item.status === 'failed') return;
  const started = Date.now();
  try {
    await updateUnfinishedAnalysis(item.id, {
      status: 'extracting',
      progress: 5,
      step: 'extracting',
      attempts: attempt,
    });
    const read = await readFiles(item);
    if (!read) return;
    await updateUnfinishedAnalysis(item.id, { status: 'analyzing', progress: 65, step: 'analyzing' });
    const result = await analyze(item, read.documents);
    await updateUnfinishedAnalysis(item.id, { status: 'writing', progress: 90, step: 'writing' });
    const resultKey = `results/${item.userId}/${item.id}.json`;
    await putObject(resultKey, JSON.stringify(result), 'application/json');
    const done = await updateUnfinishedAnalysis(item.id, {
      status: 'done',
      progress: 100,
      step: 'done',
      resultKey,
      previews: read.previews,
      riskCount: result.risks.length,
      highestLevel: highestLevelOf(result.risks),
    });
    if (done) {
      metrics.addMetric(METRIC.analysesDone, MetricUnit.Count, 1);
      metrics.addMetric(METRIC.analysisDuration, MetricUnit.Milliseconds, Date.now() - started);
    }
  } catch (error) {
    logger.error('Analysis attempt failed', {
      analysisId,
      attempt,
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
    // A 4xx of ours is about what the user sent (kept quota); 429 and 5xx are retried, then refunded.
    if (error instanceof AppError && error.status < 500 && error.status !== 429)
      return fail(item, error.code, 'userFile');
    if (attempt >= MAX_ATTEMPTS)
      return fail(item, error instanceof AppError ? error.code : 'analysisFailed', 'platform');
    throw error;
  }
}
