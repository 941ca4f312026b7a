import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { MAX_IMAGE_PIXELS } from '#shared/analysis-files';
import { putObject } from '#adapters/objects';
import { createAnalysis } from '#adapters/table/analyses';
import { findUserByEmail } from '#adapters/table/users';
import { OFFICE_XML_MAX_BYTES } from '#core/analysis/extraction';
import { docx } from '../../test/fixtures/extraction/builders';
import type { BenchFile } from './analysis';

/**
 * The queue worker's peak memory (RSS high-water mark) on a workload: the files are stored,
 * an analysis recorded without a queue message, and a fresh child process runs the job as the
 * worker does and reports process.resourceUsage().maxRSS. The worker function has 2,048 MB.
 */
export interface WorkerPeak {
  peakRssMb: number;
  seconds: number;
  status: string;
}

export async function workerPeak(
  email: string,
  files: BenchFile[],
  env: Record<string, string>,
): Promise<WorkerPeak> {
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`No user ${email}`);
  const id = randomUUID();
  const stored = await Promise.all(
    files.map(async (file) => {
      const key = `uploads/${user.id}/${randomUUID()}/${file.name}`;
      await putObject(key, file.bytes, file.type);
      return { key, name: file.name };
    }),
  );
  const now = new Date().toISOString();
  await createAnalysis({
    id,
    userId: user.id,
    status: 'queued',
    progress: 0,
    step: 'queued',
    error: null,
    request: { files: stored, area: 'Usine — ligne 2', jurisdiction: 'QC', language: 'fr' },
    resultKey: null,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/worker-peak.ts', id],
    { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as WorkerPeak & { error: unknown };
  if (result.status !== 'done')
    throw new Error(`Worker benchmark ended ${result.status}: ${JSON.stringify(result.error)}`);
  return result;
}

/** The largest picture the pixel budget accepts: a square just under it, as a PNG with some detail. */
export async function largestAcceptedImage(): Promise<BenchFile> {
  const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#000000';
  g.font = '400px sans-serif';
  for (let y = 600; y < side; y += 900) g.fillText('DANGER — HAUTE TENSION', 200, y);
  return { name: `affiche-${side}x${side}.png`, type: 'image/png', bytes: await canvas.encode('png') };
}

/** The largest DOCX the reader accepts: text paragraphs up to just under the unzipped XML cap. */
export function largestAcceptedDocument(): BenchFile {
  const sentence =
    'Le convoyeur de la ligne 2 fonctionne sans protecteur; les chariots élévateurs traversent l’allée piétonne. ';
  const paragraph = sentence.repeat(8);
  // Each paragraph costs its text plus about 80 bytes of markup; stay 1 MB under the cap.
  const count = Math.floor((OFFICE_XML_MAX_BYTES - 1024 * 1024) / (Buffer.byteLength(paragraph) + 80));
  return {
    name: 'registre-complet.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: docx(
      Array.from({ length: count }, () => paragraph),
      { deflate: true },
    ),
  };
}
