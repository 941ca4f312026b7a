import { build } from 'esbuild';
import { functionBuildOptions } from './esbuild-options';

/**
 * One function's build, in a process of its own: esbuild's plugins need its asynchronous API and
 * CDK bundles synchronously (function-code.ts). Arguments: entry, output folder, external modules
 * as JSON; prints the metafile.
 */
const [entry, outdir, external] = process.argv.slice(2) as [string, string, string];
const { metafile } = await build(functionBuildOptions(entry, outdir, JSON.parse(external) as string[]));
process.stdout.write(JSON.stringify(metafile));
