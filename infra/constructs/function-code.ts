import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, buildSync, type Metafile } from 'esbuild';
import { repoRoot } from '../paths';

// ESM bundles have no `require`, `__filename` or `__dirname`; some CommonJS dependencies use them.
const requireShim = [
  "import { createRequire as topLevelCreateRequire } from 'node:module';",
  "import { fileURLToPath as topLevelFileURLToPath } from 'node:url';",
  "import { dirname as topLevelDirname } from 'node:path';",
  'const require = topLevelCreateRequire(import.meta.url);',
  'const __filename = topLevelFileURLToPath(import.meta.url);',
  'const __dirname = topLevelDirname(__filename);',
].join(' ');

/**
 * How every function is bundled (the bench bundles its bare baseline the same way, and the tests
 * that build one entry use these options too).
 *
 * - One file, or split (`splitCode`, for the functions that render a report): what a handler reaches
 *   only through `import()` (pdf-lib and fontkit, docx, exceljs) goes to chunks of its own, which
 *   Node reads only when the import runs; in one file it was pre-parsed at every cold start (the
 *   first report still loads its renderer: what a cold report request saves is that pre-parse). Splitting
 *   is not for every function: esbuild makes a chunk for each `import()` it reads, even in code it
 *   drops, and what those chunks use stays in the shared chunks the entry imports (the PDF's HEAD
 *   check went from 87 to 114 ms of CPU split, the Excel export from 142 to 116).
 *   Chunks sit beside `index.mjs`, so `__dirname` is the asset folder in every one of them.
 * - No source map in the asset: with `--enable-source-maps` Node parses it at every cold start
 *   (about 10 ms measured) and it is nearly half of each asset. esbuild's output is deterministic:
 *   a stack trace is read against a map built from the same commit with these options.
 * - The AWS SDK is bundled too, so the deployed clients are the versions the lock file pins.
 */
export const FUNCTION_ESBUILD = {
  absWorkingDir: repoRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: false,
  entryNames: 'index',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  banner: { js: requireShim },
  logLevel: 'error',
} satisfies BuildOptions;

export interface FunctionCodeOptions {
  /** Left out of the bundle: loaded at run time from files shipped beside it (afterBundling). */
  external?: readonly string[];
  /** Splits what the handler imports on demand into chunks (see FUNCTION_ESBUILD). */
  splitCode?: boolean;
  /** Shell commands run after bundling, given the repository and the asset folder (copies of run-time files). */
  afterBundling?: (inputDir: string, outputDir: string) => string[];
}

/**
 * esbuild makes a chunk for every `import()` it reads, even one in code it then drops (an unused
 * export): those chunks are never loaded. The outputs reachable from the entry, by its imports and
 * theirs, are kept; the others deleted.
 */
function keepReachable(metafile: Metafile): Metafile {
  // Every `import()` target is an entry point too: the function's own is index.mjs (entryNames).
  const entry = Object.keys(metafile.outputs).find((path) => path.endsWith('/index.mjs'))!;
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (reached.has(path) || !metafile.outputs[path]) continue;
    reached.add(path);
    pending.push(
      ...metafile.outputs[path].imports.filter((found) => !found.external).map((found) => found.path),
    );
  }
  for (const path of Object.keys(metafile.outputs)) {
    if (!reached.has(path)) rmSync(join(repoRoot, path));
  }
  return {
    inputs: metafile.inputs,
    outputs: Object.fromEntries(Object.entries(metafile.outputs).filter(([path]) => reached.has(path))),
  };
}

/** Bundles `entry` (exporting `handler`) into `outputDir`: `index.mjs` and the chunks it may load. */
export function bundleFunction(
  entry: string,
  outputDir: string,
  options: FunctionCodeOptions = {},
): Metafile {
  const { metafile } = buildSync({
    ...FUNCTION_ESBUILD,
    entryPoints: [entry],
    outdir: outputDir,
    external: [...(options.external ?? [])],
    splitting: options.splitCode ?? false,
    metafile: true,
  });
  const kept = keepReachable(metafile);
  for (const command of options.afterBundling?.(repoRoot, outputDir) ?? []) {
    execFileSync('bash', ['-c', command], { stdio: 'inherit' });
  }
  return kept;
}

/**
 * A function's code asset, bundled at synth by esbuild on this machine (CDK's `NodejsFunction`
 * writes one file and cannot split code). Hashed by its output, like `NodejsFunction`'s.
 */
export function functionCode(entry: string, options: FunctionCodeOptions = {}): Code {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: esbuild is a dependency of the project, so local bundling always succeeds.
      image: DockerImage.fromRegistry('alpine'),
      // What runs, named: CDK reuses a staged asset whose bundling options serialize alike, and
      // `local` (a function) does not serialize, so without it every function would get one asset.
      command: [
        'esbuild',
        relative(repoRoot, entry),
        ...(options.external ?? []).map((name) => `--external:${name}`),
      ],
      local: {
        tryBundle: (outputDir) => {
          bundleFunction(entry, outputDir, options);
          return true;
        },
      },
    },
  });
}
