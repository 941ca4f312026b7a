import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { Metafile } from 'esbuild';
import { repoRoot } from '../paths';

export interface FunctionCodeOptions {
  /** Left out of the bundle: loaded at run time from files shipped beside it (afterBundling). */
  external?: readonly string[];
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
  // Built in a child process (bundle-process.ts) with the options of esbuild-options.ts.
  const metafile = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'infra', 'constructs', 'bundle-process.ts'),
        entry,
        outputDir,
        JSON.stringify(options.external ?? []),
      ],
      { cwd: repoRoot, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    ),
  ) as Metafile;
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
