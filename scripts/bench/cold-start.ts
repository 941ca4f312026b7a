import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BundledFunction, synthesizeBundled } from '../../test/infra/bundled-stack';

/**
 * What the Lambda runtime does before a function's first request: start Node and import the
 * handler module. The process prints the CPU it used (user + system, every thread): unlike wall
 * time, it does not grow when other work shares the machine, and it is what a cold start costs
 * at Lambda's CPU share.
 */
const RUNTIME = `
const module = await import(process.argv[2]);
if (typeof module.handler !== 'function') throw new Error('no handler export');
const { user, system } = process.cpuUsage();
process.stdout.write(String((user + system) / 1000));
`;

/** Values the functions' modules may read at import where the template holds a reference. */
const STAND_INS = {
  AWS_REGION: 'ca-central-1',
  TABLE_NAME: 'RisqueVision-Table',
  BUCKET_NAME: 'risquevision-uploads',
  JOBS_QUEUE_URL: 'https://sqs.ca-central-1.amazonaws.com/123456789012/jobs',
  APP_ORIGIN: 'https://risquevision.ca',
};

export interface ColdStart {
  id: string;
  kind: BundledFunction['kind'];
  /** Least CPU of importing the handler in a fresh process, start of Node included. */
  cpuMs: number;
  /** cpuMs / the baseline's. */
  ratio: number;
  /** Unzipped asset size. */
  mb: number;
}

function coldInitCpu(fn: BundledFunction, runtime: string): number {
  const run = spawnSync(process.execPath, ['--no-warnings', runtime, join(fn.assetDir, 'index.mjs')], {
    // Only what Lambda would set: the function's own environment (NODE_OPTIONS included).
    env: { ...STAND_INS, ...fn.environment, AWS_LAMBDA_FUNCTION_NAME: fn.id, PATH: process.env.PATH },
    cwd: fn.assetDir,
    encoding: 'utf8',
  });
  const cpu = Number(run.stdout);
  if (run.status !== 0 || !Number.isFinite(cpu)) throw new Error(`${fn.id} did not load: ${run.stderr}`);
  return cpu;
}

/**
 * The least of the runs: loading a handler is the same work every time, and what a run shares the
 * machine with (other tenants of a virtual machine) only adds to it. On these machines the CPU of
 * one unchanged bundle spread from 175 to 265 ms in turn; medians of five moved a function across
 * the target from one run to the next, minimums held within a few percent.
 */
function least(values: number[]): number {
  return Math.min(...values);
}

/**
 * Synthesizes the stack with bundling, then loads every API function and the baseline `runs`
 * times each, in turns (so a busy moment touches every function alike), and compares the least.
 */
export function benchColdStarts(runs = 7): {
  functions: ColdStart[];
  worker: { mb: number; architecture: string };
  /** The largest asset of every other function, jobs included. */
  largest: { id: string; mb: number };
} {
  const work = mkdtempSync(join(tmpdir(), 'rv-cold-'));
  try {
    const bundled = synthesizeBundled(join(work, 'cdk.out'));
    const runtime = join(work, 'runtime.mjs');
    writeFileSync(runtime, RUNTIME);
    const measured = bundled.filter((fn) => fn.kind !== 'job');
    const samples = new Map(measured.map((fn) => [fn.id, [] as number[]]));
    for (let turn = 0; turn < runs; turn++) {
      for (const fn of measured) samples.get(fn.id)!.push(coldInitCpu(fn, runtime));
    }
    const baseline = least(samples.get('baseline')!);
    const describe = (fn: BundledFunction): ColdStart => {
      const cpuMs = samples.has(fn.id) ? least(samples.get(fn.id)!) : Number.NaN;
      return { id: fn.id, kind: fn.kind, cpuMs, ratio: cpuMs / baseline, mb: fn.bytes / (1024 * 1024) };
    };
    const mb = (fn: BundledFunction) => fn.bytes / (1024 * 1024);
    const worker = bundled.find((fn) => fn.id === 'jobWorker')!;
    const largest = bundled
      .filter((fn) => fn !== worker)
      .reduce((big, fn) => (fn.bytes > big.bytes ? fn : big));
    return {
      functions: measured.map(describe).sort((a, b) => b.ratio - a.ratio),
      worker: { mb: mb(worker), architecture: worker.architecture },
      largest: { id: largest.id, mb: mb(largest) },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
