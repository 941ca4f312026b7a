import type { BuildOptions } from 'esbuild';
import { BUNDLING_DEFAULTS } from '../../infra/constructs/project-function';
import { repoRoot } from '../../infra/paths';

/**
 * esbuild's options as CDK passes them for every function (BUNDLING_DEFAULTS), for the tests that
 * bundle one entry themselves instead of synthesizing the whole stack.
 */
export const PROJECT_ESBUILD = {
  absWorkingDir: repoRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: BUNDLING_DEFAULTS.target,
  mainFields: BUNDLING_DEFAULTS.mainFields,
  minify: BUNDLING_DEFAULTS.minify,
  banner: { js: BUNDLING_DEFAULTS.banner },
  logLevel: 'error',
} satisfies BuildOptions;
