import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../paths';

/**
 * The files document extraction loads at run time (OCR engine and models, pdf.js, the native canvas),
 * copied beside the queue worker's bundle into `node_modules/`, where `/var/task/index.mjs` resolves
 * packages and `createRequire(import.meta.url).resolve(…)` finds them. Only what is loaded: the whole
 * packages would be 154 MB (ten engine builds, unused pdf.js builds, legacy models, the build
 * machine's canvas binary).
 */

export type WorkerArchitecture = 'arm64' | 'x86_64';

/** Kept out of the bundle: each finds its own files by path from where it is installed. */
export const WORKER_EXTERNAL_MODULES = ['tesseract.js', 'pdfjs-dist', '@napi-rs/canvas'] as const;

/**
 * Of the engine's ten builds, the two that tesseract.js's Node worker script (worker-script/node/getCore.js)
 * loads: relaxed SIMD where WebAssembly has it (Node 22, Lambda's runtime), plain SIMD otherwise (Node
 * 20). Not the "-lstm" ones although ocr.ts asks for LSTM only: in 7.0.0 getCore receives a boolean
 * where it compares an engine mode, so it always takes the build with the legacy engine too.
 */
export const TESSERACT_CORES = ['tesseract-core-relaxedsimd', 'tesseract-core-simd'] as const;

/** Paths under node_modules; a folder is copied whole. */
const EXTRACTION_FILES = [
  // tesseract.js: its API, and the worker script it starts by path in a worker thread (no browser code).
  'tesseract.js/package.json',
  'tesseract.js/src/index.js',
  'tesseract.js/src/Tesseract.js',
  'tesseract.js/src/createJob.js',
  'tesseract.js/src/createScheduler.js',
  'tesseract.js/src/createWorker.js',
  'tesseract.js/src/constants',
  'tesseract.js/src/utils',
  'tesseract.js/src/worker/node',
  'tesseract.js/src/worker-script/index.js',
  'tesseract.js/src/worker-script/constants',
  'tesseract.js/src/worker-script/utils',
  'tesseract.js/src/worker-script/node',
  // Its dependencies that load in Node (node-fetch does not: Node has fetch).
  'bmp-js/package.json',
  'bmp-js/index.js',
  'bmp-js/lib',
  'is-url/package.json',
  'is-url/index.js',
  'regenerator-runtime/package.json',
  'regenerator-runtime/runtime.js',
  'wasm-feature-detect/package.json',
  'wasm-feature-detect/dist/cjs/index.cjs',
  'tesseract.js-core/package.json',
  ...TESSERACT_CORES.flatMap((core) => [`tesseract.js-core/${core}.js`, `tesseract.js-core/${core}.wasm`]),
  // The "best_int" models only (extraction/ocr.ts).
  '@tesseract.js-data/eng/package.json',
  '@tesseract.js-data/eng/4.0.0_best_int',
  '@tesseract.js-data/fra/package.json',
  '@tesseract.js-data/fra/4.0.0_best_int',
  // pdf.js: the legacy build and its worker code (extraction/pdf.ts), and the fonts, CMaps and image
  // decoders it reads from the folders pdf.ts points it at.
  'pdfjs-dist/package.json',
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
  'pdfjs-dist/standard_fonts',
  'pdfjs-dist/cmaps',
  'pdfjs-dist/wasm/jbig2.wasm',
  'pdfjs-dist/wasm/openjpeg.wasm',
  'pdfjs-dist/wasm/qcms_bg.wasm',
  // The canvas's JavaScript; its native binary depends on the CPU (canvasBinary).
  '@napi-rs/canvas/package.json',
  '@napi-rs/canvas/index.js',
  '@napi-rs/canvas/js-binding.js',
  '@napi-rs/canvas/geometry.js',
  '@napi-rs/canvas/load-image.js',
];

/** The package holding @napi-rs/canvas's binary for Lambda's Linux (glibc) on this CPU, and its files. */
export function canvasBinary(architecture: WorkerArchitecture): { name: string; files: string[] } {
  const target = architecture === 'arm64' ? 'linux-arm64-gnu' : 'linux-x64-gnu';
  return { name: `@napi-rs/canvas-${target}`, files: ['package.json', `skia.${target}.node`] };
}

/** Every path under node_modules that the worker's asset holds for this CPU. */
export function workerFiles(architecture: WorkerArchitecture): string[] {
  const canvas = canvasBinary(architecture);
  return [...EXTRACTION_FILES, ...canvas.files.map((file) => `${canvas.name}/${file}`)];
}

function lockedPackage(name: string): { version: string; integrity: string } {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  const { version, integrity } = lock.packages[`node_modules/${name}`] ?? {};
  if (!version || !integrity) throw new Error(`${name} is not in package-lock.json`);
  return { version, integrity };
}

/**
 * The locked version of a package from the registry, checked against the lock file's integrity; only
 * `files` are kept. For a binary of another CPU than the build machine's, which npm does not install.
 */
function downloadPackage(name: string, files: string[], outputDir: string): string {
  const { version, integrity } = lockedPackage(name);
  const folder = `${outputDir}/.download`;
  const tarball = `${folder}/${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
  const destination = `${outputDir}/node_modules/${name}`;
  return [
    `mkdir -p "${folder}" "${destination}"`,
    `npm pack "${name}@${version}" --pack-destination "${folder}" --silent > /dev/null`,
    `test "sha512-$(openssl dgst -sha512 -binary "${tarball}" | openssl base64 -A)" = "${integrity}"`,
    `tar -xzf "${tarball}" -C "${destination}" --strip-components=1 ${files.map((f) => `"package/${f}"`).join(' ')}`,
    `rm -rf "${folder}"`,
  ].join(' && ');
}

/**
 * Shell commands (commandHooks.afterBundling) that put the worker's run-time files beside its bundle:
 * copies from this repository's node_modules, and a download of the canvas binary when the asset is
 * for another CPU than the build machine's.
 */
export function copyWorkerFiles(
  architecture: WorkerArchitecture,
  inputDir: string,
  outputDir: string,
): string[] {
  const canvas = canvasBinary(architecture);
  const local = existsSync(join(repoRoot, 'node_modules', canvas.name));
  const copied = local ? workerFiles(architecture) : EXTRACTION_FILES;
  return [
    ...copied.map((path) => {
      const folder = `${outputDir}/node_modules/${dirname(path)}`;
      return `mkdir -p "${folder}" && cp -R "${inputDir}/node_modules/${path}" "${folder}/"`;
    }),
    ...(local ? [] : [downloadPackage(canvas.name, canvas.files, outputDir)]),
  ];
}
