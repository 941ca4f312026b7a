import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyWorkerFiles,
  TESSERACT_CORES,
  WORKER_EXTERNAL_MODULES,
  workerFiles,
} from '../../infra/constructs/worker-files';
import { functionBuildOptions } from '../../infra/constructs/esbuild-options';
import { repoRoot } from '../../infra/paths';
import { encodeImage, scannedPdf, signPixels, textPdf } from '../fixtures/extraction/builders';

/**
 * The worker's run-time files are enough: a bundle of the extraction code, built like the worker's
 * (same esbuild options and externals), runs from a folder outside the repository holding only that
 * bundle and the files worker-files.ts copies for this machine's CPU (x86_64), with no NODE_PATH.
 */

interface Run {
  relaxedSimd: boolean;
  resolved: string[];
  files: {
    name: string;
    method: string;
    warnings: string[];
    pages: { source: string; text: string }[];
    previewBytes: number;
  }[];
}

let asset: string;
const normalised = (text: string | undefined) => (text ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

/** Runs the bundle in the asset folder as Lambda would (no NODE_PATH), with extra V8 flags. */
function runAsset(flags: string[], files: string[]): Run {
  const env = { ...process.env };
  delete env.NODE_PATH;
  const run = spawnSync('node', [...flags, 'index.mjs', ...files.map((f) => join(asset, 'files', f))], {
    cwd: asset,
    env,
    encoding: 'utf8',
    // A worker thread that failed to start keeps the process alive: fail rather than wait forever.
    timeout: 90_000,
  });
  if (run.status !== 0) throw new Error(`node exited with ${run.status ?? run.signal}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Run;
}

beforeAll(async () => {
  asset = await mkdtemp(join(tmpdir(), 'worker-asset-'));
  await build(
    functionBuildOptions(join(repoRoot, 'test/infra/worker-asset/entry.ts'), asset, WORKER_EXTERNAL_MODULES),
  );
  for (const command of copyWorkerFiles('x86_64', repoRoot, asset)) execFileSync('bash', ['-c', command]);

  const files = join(asset, 'files');
  await mkdir(files);
  const sign = signPixels({
    lines: [
      { text: 'DANGER', size: 140 },
      { text: 'HAUTE TENSION', size: 88 },
      { text: 'HIGH VOLTAGE', size: 88 },
    ],
  });
  const scan = signPixels({
    width: 1275,
    height: 1650,
    photo: false,
    lines: [
      { text: 'CONSIGNES DE SÉCURITÉ', size: 64 },
      { text: 'Lunettes de sécurité obligatoires', size: 44 },
      { text: 'Wear safety glasses at all times', size: 44 },
    ],
  });
  await writeFile(join(files, 'sign.png'), await encodeImage(sign, 'png'));
  await copyFile(join(repoRoot, 'test/fixtures/extraction/sign.heic'), join(files, 'sign.heic'));
  await writeFile(
    join(files, 'register.pdf'),
    await textPdf([['Registre des inspections de l’atelier de soudure.', 'Welding shop inspection log.']]),
  );
  await writeFile(join(files, 'scan.pdf'), await scannedPdf(await encodeImage(scan, 'png')));
}, 120_000);

afterAll(async () => {
  if (asset) await rm(asset, { recursive: true, force: true });
});

describe('the worker asset built for x86_64', () => {
  it('copies from node_modules only: building it needs no network', () => {
    const commands = copyWorkerFiles('x86_64', '/src', '/out');
    expect(
      commands.every((c) => /^mkdir -p "[^"]+" && cp -R "\/src\/node_modules\/[^"]+" "[^"]+"$/.test(c)),
    ).toBe(true);
  });

  it('reads photos, text PDFs and scanned PDFs in French and English with the copied files only', async () => {
    // Act: plain SIMD, the engine build of a WebAssembly without relaxed SIMD (Node 20)
    const run = runAsset(
      ['--no-experimental-wasm-relaxed-simd'],
      ['sign.png', 'sign.heic', 'register.pdf', 'scan.pdf'],
    );

    // Assess
    expect(run.relaxedSimd).toBe(false);
    // pdf.ts and ocr.ts find the packages in the asset, not in the repository
    expect(run.resolved).toEqual([
      join(asset, 'node_modules/pdfjs-dist/package.json'),
      join(asset, 'node_modules/@tesseract.js-data/eng/package.json'),
      join(asset, 'node_modules/@tesseract.js-data/fra/package.json'),
    ]);
    const [png, heic, register, scan] = run.files;
    expect(png).toMatchObject({ method: 'ocr', warnings: [] });
    expect(normalised(png?.pages[0]?.text)).toContain('HAUTE TENSION');
    expect(normalised(png?.pages[0]?.text)).toContain('HIGH VOLTAGE');
    expect(png?.previewBytes).toBeGreaterThan(0);
    expect(heic).toMatchObject({ method: 'ocr', warnings: ['heicConverted'] });
    expect(normalised(heic?.pages[0]?.text)).toContain('HAUTE TENSION');
    expect(heic?.previewBytes).toBeGreaterThan(0);
    expect(register).toMatchObject({ method: 'pdf-text', warnings: [] });
    expect(register?.pages).toEqual([
      {
        source: 'text',
        text: 'Registre des inspections de l’atelier de soudure.\nWelding shop inspection log.',
      },
    ]);
    // rendered with the native canvas, read by OCR: no renderUnavailable, no ocrFailed
    expect(scan).toMatchObject({ method: 'ocr', warnings: ['scannedPagesOcr'] });
    expect(normalised(scan?.pages[0]?.text)).toContain('LUNETTES DE SÉCURITÉ OBLIGATOIRES');
    expect(normalised(scan?.pages[0]?.text)).toContain('WEAR SAFETY GLASSES');
  }, 120_000);

  it('reads with the relaxed SIMD engine, the one Node 22 (Lambda) loads', () => {
    const run = runAsset(['--experimental-wasm-relaxed-simd'], ['sign.png']);
    expect(run.relaxedSimd).toBe(true);
    expect(run.files[0]?.method).toBe('ocr');
    expect(normalised(run.files[0]?.pages[0]?.text)).toContain('HIGH VOLTAGE');
  }, 60_000);

  it('holds only the files listed, and none of the engine builds it does not load', async () => {
    const listed = execFileSync('find', ['node_modules', '-type', 'f'], { cwd: asset, encoding: 'utf8' });
    const cores = listed.split('\n').filter((path) => path.includes('tesseract.js-core/tesseract-core'));
    expect(cores.sort()).toEqual(
      TESSERACT_CORES.flatMap((core) => [
        `node_modules/tesseract.js-core/${core}.js`,
        `node_modules/tesseract.js-core/${core}.wasm`,
      ]).sort(),
    );
    // the folders pdf.ts hands pdf.js (fonts, CMaps, image decoders), beside the package.json it resolves
    for (const folder of ['standard_fonts', 'cmaps', 'wasm']) {
      expect(existsSync(join(asset, 'node_modules/pdfjs-dist', folder))).toBe(true);
    }
    expect(listed).not.toMatch(/\.map\n|\/4\.0\.0\/|legacy\/web|pdfjs-dist\/build\/|node-fetch/);
  });
});

describe('the worker asset built for arm64', () => {
  const files = workerFiles('arm64');
  const commands = copyWorkerFiles('arm64', '/src', '/out').join('\n');

  it('ships the arm64 canvas binary and no x86_64 one', () => {
    expect(files).toContain('@napi-rs/canvas-linux-arm64-gnu/skia.linux-arm64-gnu.node');
    expect(files.filter((path) => /x64|x86/.test(path))).toEqual([]);
    expect(commands).not.toMatch(/x64|x86/);
  });

  it('keeps the relaxed SIMD and SIMD engine builds only', () => {
    expect(files.filter((path) => path.startsWith('tesseract.js-core/')).sort()).toEqual([
      'tesseract.js-core/package.json',
      'tesseract.js-core/tesseract-core-relaxedsimd.js',
      'tesseract.js-core/tesseract-core-relaxedsimd.wasm',
      'tesseract.js-core/tesseract-core-simd.js',
      'tesseract.js-core/tesseract-core-simd.wasm',
    ]);
  });

  it('downloads the canvas binary at the version @napi-rs/canvas requires, checked against the lock file', async () => {
    const canvas = JSON.parse(
      await readFile(join(repoRoot, 'node_modules/@napi-rs/canvas/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    const lock = JSON.parse(await readFile(join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { integrity: string }>;
    };
    const { integrity } = lock.packages['node_modules/@napi-rs/canvas-linux-arm64-gnu']!;
    expect(commands).toContain(`npm pack "@napi-rs/canvas-linux-arm64-gnu@${canvas.version}"`);
    expect(commands).toContain(`= "${integrity}"`);
  });
});
