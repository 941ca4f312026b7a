import { mkdtemp, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type Tesseract from 'tesseract.js';

/**
 * OCR with tesseract.js (WebAssembly) and the English and French models shipped in npm packages
 * (@tesseract.js-data/eng and /fra, LSTM "best_int" data). Nothing is fetched: the models are read
 * from node_modules, the engine from tesseract.js-core, and no cache is read or written.
 *
 * One pool of min(OCR_WORKERS, CPU count) worker threads is created on first use and reused by
 * every later call in the process (a warm Lambda keeps it). `shutdownOcr()` ends it.
 */

const LANGUAGE_MODELS = 'eng+fra';
/** A job that has not finished by then is treated as a dead worker: the pool is rebuilt. */
const JOB_TIMEOUT_MS = 120_000;
/**
 * OCR threads per process: the worker reads this many files at once (see pipeline.ts), so
 * that neither thread sits idle while the other works.
 */
export const OCR_WORKERS = 2;

interface Pool {
  scheduler: Tesseract.Scheduler;
  size: number;
}

let pool: Promise<Pool> | null = null;
/** The pool once its workers are up (null while starting and after shutdown). */
let ready: Pool | null = null;
let poolsCreated = 0;

function modelDir(language: 'eng' | 'fra'): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');
}

/**
 * One folder holding both models, so each worker loads English and French in one start.
 * tesseract.js reads every language from a single `langPath`, but the two data packages keep their
 * files in different folders, and its `{ code, data }` language objects are broken in 7.0.0 (the
 * data is used as the language name, naptha/tesseract.js PR #1052): the folder holds links to the
 * packages' files, made once per process in the temporary directory (Lambda's /tmp).
 */
let modelFolder: Promise<string> | null = null;

function bothModelsFolder(): Promise<string> {
  modelFolder ??= (async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ocr-models-'));
    for (const language of ['eng', 'fra'] as const) {
      const file = `${language}.traineddata.gz`;
      await symlink(join(modelDir(language), file), join(folder, file));
    }
    return folder;
  })();
  modelFolder.catch(() => {
    modelFolder = null; // not cached: the next pool tries again
  });
  return modelFolder;
}

/** One worker with English and French loaded. */
async function createOcrWorker(tesseract: typeof Tesseract, langPath: string): Promise<Tesseract.Worker> {
  const worker = await tesseract.createWorker(LANGUAGE_MODELS, tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler a failed job is rethrown inside tesseract.js's message listener.
    errorHandler: () => {},
  });
  try {
    await worker.setParameters({
      // Sauvola local thresholding: Tesseract's default global Otsu turns black-on-yellow warning
      // signs into solid blocks and reads nothing; Sauvola reads them and costs nothing on plain pages.
      thresholding_method: '2',
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return worker;
}

async function createPool(): Promise<Pool> {
  const [{ default: tesseract }, langPath] = await Promise.all([import('tesseract.js'), bothModelsFolder()]);
  const size = Math.max(1, Math.min(OCR_WORKERS, availableParallelism()));
  const settled = await Promise.allSettled(
    Array.from({ length: size }, () => createOcrWorker(tesseract, langPath)),
  );
  const workers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await Promise.all(workers.map((w) => w.terminate()));
    throw failure.reason instanceof Error
      ? failure.reason
      : new Error(`OCR worker failed: ${String(failure.reason)}`);
  }
  const scheduler = tesseract.createScheduler();
  for (const worker of workers) scheduler.addWorker(worker);
  poolsCreated += 1;
  return { scheduler, size: workers.length };
}

function getPool(): Promise<Pool> {
  if (!pool) {
    const creating = createPool();
    pool = creating;
    creating.then(
      (started) => {
        if (pool === creating) ready = started;
      },
      () => {
        // A failed start is not cached: the next call tries again.
        if (pool === creating) pool = null;
      },
    );
  }
  return pool;
}

export async function shutdownOcr(): Promise<void> {
  const current = pool;
  pool = null;
  ready = null;
  if (!current) return;
  try {
    await (await current).scheduler.terminate();
  } catch {
    // a pool that never started has nothing to end
  }
}

/** Worker threads currently running (0 before the first OCR call and after shutdownOcr). */
export function ocrPoolSize(): number {
  return ready?.size ?? 0;
}

/** How many pools this process has created (stays 1 while workers are reused). */
export function ocrPoolsCreated(): number {
  return poolsCreated;
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Reads the text in one image (PNG, JPEG, WebP, GIF, BMP or TIFF bytes) in English and French. */
export async function ocrImage(image: Uint8Array): Promise<OcrResult> {
  const current = getPool();
  const { scheduler } = await current;
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`OCR took longer than ${JOB_TIMEOUT_MS} ms`));
    }, JOB_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([scheduler.addJob('recognize', asBuffer(image)), timeout]);
    return { text: result.data.text, confidence: result.data.confidence };
  } catch (error) {
    // A worker that stops answering cannot be told apart from a slow one: end this pool (only this
    // one, a later pool may already serve other calls) so the next call starts fresh workers.
    if (timedOut && pool === current) await shutdownOcr();
    throw error instanceof Error ? error : new Error(`OCR failed: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
