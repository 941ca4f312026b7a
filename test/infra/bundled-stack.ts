import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { jobs, routes } from '#functions/routes';
import { functionCode } from '../../infra/constructs/function-code';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { repoRoot } from '../../infra/paths';
import { RisqueVisionStack } from '../../infra/stack';

/** One function of the synthesized stack, as it would be uploaded. */
export interface BundledFunction {
  /** Its route or job id; `baseline` for the bench's bare GetItem function. */
  id: string;
  kind: 'route' | 'job' | 'baseline';
  /** The asset folder: `index.mjs` and whatever ships beside it. */
  assetDir: string;
  /** Unzipped size of the asset folder (layers, shared between functions, not counted). */
  bytes: number;
  architecture: 'arm64' | 'x86_64';
  /** Its environment, literal values only (references to resources are left out). */
  environment: Record<string, string>;
}

interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

/**
 * `cdk synth` with bundling, in a new folder: every function bundled by esbuild exactly as a
 * deployment would (plus the bench's baseline, bundled with the same options), then read back
 * from the cloud assembly. Takes a minute or two: esbuild runs once per function.
 */
export function synthesizeBundled(outdir = mkdtempSync(join(tmpdir(), 'rv-bundled-'))): BundledFunction[] {
  const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
  new RisqueVisionStack(app, 'RisqueVision', { routes, jobs, mailFrom: 'no-reply@risquevision.ca' });
  const baselineStack = new Stack(app, 'Baseline');
  const baseline = new LambdaFunction(baselineStack, 'Baseline', {
    code: functionCode(join(repoRoot, 'scripts', 'bench', 'baseline-handler.ts')),
    handler: 'index.handler',
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
  });
  app.synth();
  const baselineId = baselineStack.getLogicalId(baseline.node.defaultChild as never);

  const ids = new Map<string, { id: string; kind: BundledFunction['kind'] }>([
    ...routes.map((r) => [functionLogicalId(r.id), { id: r.id, kind: 'route' as const }] as const),
    ...jobs.map((j) => [functionLogicalId(j.id), { id: j.id, kind: 'job' as const }] as const),
    [baselineId, { id: 'baseline', kind: 'baseline' }],
  ]);
  const found: BundledFunction[] = [];
  for (const file of readdirSync(outdir).filter((name) => name.endsWith('.template.json'))) {
    const resources = (
      JSON.parse(readFileSync(join(outdir, file), 'utf8')) as { Resources: Record<string, TemplateResource> }
    ).Resources;
    for (const [logicalId, resource] of Object.entries(resources)) {
      const named = ids.get(logicalId);
      if (resource.Type !== 'AWS::Lambda::Function' || !named) continue;
      const assetDir = join(outdir, String(resource.Metadata?.['aws:asset:path']));
      const variables = ((resource.Properties?.Environment as { Variables?: Record<string, unknown> })
        ?.Variables ?? {}) as Record<string, unknown>;
      found.push({
        ...named,
        assetDir,
        bytes: folderBytes(assetDir),
        architecture:
          (resource.Properties?.Architectures as string[] | undefined)?.[0] === 'x86_64' ? 'x86_64' : 'arm64',
        environment: Object.fromEntries(
          Object.entries(variables).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
      });
    }
  }
  return found;
}

export function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}
