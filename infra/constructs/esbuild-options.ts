import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../paths';
import { areaImportsPlugin } from './area-imports';

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
 * How every function is bundled (function-code.ts; the bench bundles its bare baseline the same way,
 * and the tests that build one entry use these options too).
 *
 * - Code split: what a handler reaches only through `import()` (a renderer, the knowledge base an own
 *   finding cites, the idempotency middleware, a password e-mail) is a chunk beside `index.mjs` that
 *   Node reads only when the import runs; in one file it was parsed at every cold start. Chunks sit
 *   beside `index.mjs`, so `__dirname` is the asset folder in every one of them.
 * - Through the business areas' index.ts (area-imports.ts): code splitting reads an index as a whole,
 *   so without it a module only a lazily loaded part uses was reached from the entry and loaded at
 *   start (the knowledge base in the PDF function, the mailer in every function that checks a session).
 * - No source map in the asset: with `--enable-source-maps` Node parses it at every cold start
 *   (about 10 ms measured) and it is nearly half of each asset. esbuild's output is deterministic:
 *   a stack trace is read against a map built from the same commit with these options.
 * - The AWS SDK is bundled too, so the deployed clients are the versions the lock file pins.
 */
export function functionBuildOptions(entry: string, outdir: string, external: readonly string[]) {
  return {
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outdir,
    external: [...external],
    bundle: true,
    splitting: true,
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
    metafile: true,
    logLevel: 'error',
    plugins: [areaImportsPlugin(join(repoRoot, 'functions', 'core'))],
  } satisfies BuildOptions;
}
