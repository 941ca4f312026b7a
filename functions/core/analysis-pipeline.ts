import { errorMessage, type ErrorCode } from '../../shared/errors';
import { CANADIAN_JURISDICTIONS } from '../../shared/knowledge/types';
import type { AnalysisResult } from '../../shared/schemas/analysis';
import { getObjectBytes, putObject } from '../adapters/objects';
import {
  getAnalysis,
  updateUnfinishedAnalysis,
  type AnalysisItem,
  type AnalysisPreview,
} from '../adapters/table/analyses';
import { config } from '../config';
import { MAX_RECEIVES } from '../jobs/timing';
import { AppError } from './errors';
import { checkDeclaredType, extractDocument, photoPreview } from './extraction';
import { analyzeOffline, type ReadDocument } from './offline-analyzer/analyze';

/** Attempts before a failing analysis is given up (the queue's redrive limit). */
export const MAX_ATTEMPTS = MAX_RECEIVES;

async function fail(item: AnalysisItem, code: ErrorCode, detail?: string): Promise<void> {
  const message = errorMessage(code, item.request.language);
  await updateUnfinishedAnalysis(item.id, {
    status: 'failed',
    step: 'failed',
    error: { code, message: detail ? `${message} (${detail})` : message },
  });
}

/** Where the preview of the file at `index` is kept: beside the owner's other objects. */
export function previewKey(item: AnalysisItem, index: number): string {
  return `previews/${item.userId}/${item.id}/${index}.jpg`;
}

interface ReadFiles {
  documents: ReadDocument[];
  previews: AnalysisPreview[];
}

async function readFiles(item: AnalysisItem): Promise<ReadFiles | null> {
  const documents: ReadDocument[] = [];
  const previews: AnalysisPreview[] = [];
  for (const [index, file] of item.request.files.entries()) {
    const bytes = await getObjectBytes(file.key);
    // The local storage engine does not enforce the signed type: the bytes are checked here.
    const check = checkDeclaredType(file.name, bytes);
    if (!check.ok) {
      await fail(item, check.reason === 'empty' ? 'uploadMissing' : 'fileMismatch', file.name);
      return null;
    }
    const extracted = await extractDocument({ fileName: file.name, bytes });
    documents.push({
      fileName: file.name,
      kind: extracted.kind,
      method: extracted.method,
      pages: extracted.pages,
      warnings: extracted.warnings,
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

async function analyze(item: AnalysisItem, documents: ReadDocument[]): Promise<AnalysisResult> {
  const { request } = item;
  const riskIdPrefix = (CANADIAN_JURISDICTIONS as readonly string[]).includes(request.jurisdiction)
    ? 'SST'
    : 'ISST';
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
    await updateUnfinishedAnalysis(item.id, {
      status: 'done',
      progress: 100,
      step: 'done',
      resultKey,
      previews: read.previews,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        job: 'analysis',
        analysisId,
        attempt,
        name: (error as Error).name,
        message: (error as Error).message,
      }),
    );
    if (error instanceof AppError && error.status < 500 && error.status !== 429)
      return fail(item, error.code);
    if (attempt >= MAX_ATTEMPTS) return fail(item, error instanceof AppError ? error.code : 'analysisFailed');
    throw error;
  }
}
