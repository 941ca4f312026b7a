import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Architecture, type CfnFunction, type ILayerVersion, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Permission } from '#functions/route-types';
import { grantPermissions, grantSecretRead, type GrantTargets } from '../grants';
import { repoRoot } from '../paths';
import { copyHarfbuzz, REPORT_FONTS_PATH } from './report-files';
import { copyWorkerFiles, WORKER_EXTERNAL_MODULES } from './worker-files';

/** What every function of the stack shares: its environment and the resources it may be granted. */
export interface FunctionContext {
  /** Never a secret: secrets are read from Secrets Manager by the functions granted them. */
  environment: Record<string, string>;
  /** Readable by the functions that resolve sessions (ProjectFunctionProps.readsSession). */
  sessionSecret: ISecret;
  /** Readable by every API route function, which checks that requests came through CloudFront. */
  originVerifySecret: ISecret;
  targets: GrantTargets;
}

/** Powertools settings of every function: one service, one metrics namespace (the alarms use both). */
export const POWERTOOLS_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: 'risquevision',
  POWERTOOLS_METRICS_NAMESPACE: 'RisqueVision',
  POWERTOOLS_LOG_LEVEL: 'INFO',
} as const;

export interface ProjectFunctionProps {
  /** Handler module under functions/, exporting `handler`. */
  handler: string;
  permissions: readonly Permission[];
  timeoutSeconds: number;
  memoryMb: number;
  context: FunctionContext;
  /** Resolves the session cookie: may read the session secret (jobs and the webhook do not). */
  readsSession?: boolean;
  /** An API route: reached through CloudFront, it reads the origin verification secret (jobs do not). */
  apiRoute?: boolean;
  /** Installed beside the bundle instead of bundled (files loaded at run time). */
  nodeModules?: readonly string[];
  architecture?: 'arm64' | 'x86_64';
  /** Concurrency reserved for, and limiting, this function (the queue worker). */
  reservedConcurrency?: number;
  /**
   * The report fonts' layer (report-files.ts), mounted for a function that renders a PDF report;
   * harfbuzz's WebAssembly, which subsets the fonts, is copied beside its bundle.
   */
  reportFonts?: ILayerVersion;
  /** Copies the files document extraction loads at run time beside the bundle (worker-files.ts). */
  extractionFiles?: boolean;
}

/** `login` → `LoginFunction`: the template names each function after its route or job. */
export function functionLogicalId(id: string): string {
  return `${id.charAt(0).toUpperCase()}${id.slice(1)}Function`;
}

// ESM bundles have no `require`, `__filename` or `__dirname`; some CommonJS dependencies use them.
const requireShim = [
  "import { createRequire as topLevelCreateRequire } from 'node:module';",
  "import { fileURLToPath as topLevelFileURLToPath } from 'node:url';",
  "import { dirname as topLevelDirname } from 'node:path';",
  'const require = topLevelCreateRequire(import.meta.url);',
  'const __filename = topLevelFileURLToPath(import.meta.url);',
  'const __dirname = topLevelDirname(__filename);',
].join(' ');

/** How every function is bundled (the bench bundles its bare baseline the same way). */
export const BUNDLING_DEFAULTS = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  // No source map in the asset: with `--enable-source-maps` Node parses it at every cold start
  // (about 10 ms measured) and it is nearly half of each asset. esbuild's output is deterministic:
  // a stack trace is read against a map built from the same commit with these options.
  sourceMap: false,
  banner: requireShim,
  // Bundle the AWS SDK too, so the deployed clients are the versions the lock file pins.
  externalModules: [],
} satisfies BundlingOptions;

/** A Lambda function with the project's defaults, granted exactly its declared permissions. */
export class ProjectFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    this.function = new NodejsFunction(this, 'Function', {
      entry: join(repoRoot, 'functions', props.handler),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: props.architecture === 'x86_64' ? Architecture.X86_64 : Architecture.ARM_64,
      timeout: Duration.seconds(props.timeoutSeconds),
      memorySize: props.memoryMb,
      logGroup,
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrency,
      layers: props.reportFonts ? [props.reportFonts] : undefined,
      environment: {
        ...props.context.environment,
        ...POWERTOOLS_ENVIRONMENT,
        ...(props.readsSession ? { SESSION_SECRET_ARN: props.context.sessionSecret.secretArn } : {}),
        ...(props.apiRoute ? { ORIGIN_VERIFY_SECRET_ARN: props.context.originVerifySecret.secretArn } : {}),
        ...(props.permissions.includes('payments')
          ? { PAYMENT_SECRET_ARN: props.context.targets.paymentSecret.secretArn }
          : {}),
        ...(props.reportFonts ? { RISQUEVISION_FONT_DIR: REPORT_FONTS_PATH } : {}),
      },
      bundling: {
        ...BUNDLING_DEFAULTS,
        externalModules: props.extractionFiles ? [...WORKER_EXTERNAL_MODULES] : [],
        ...(props.nodeModules?.length ? { nodeModules: [...props.nodeModules] } : {}),
        ...(props.reportFonts
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: copyHarfbuzz,
              },
            }
          : {}),
        ...(props.extractionFiles
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  copyWorkerFiles(props.architecture ?? 'arm64', inputDir, outputDir),
              },
            }
          : {}),
      },
    });
    (this.function.node.defaultChild as CfnFunction).overrideLogicalId(functionLogicalId(id));
    grantPermissions(this.function, props.permissions, props.context.targets);
    if (props.readsSession) grantSecretRead(this.function, props.context.sessionSecret);
    if (props.apiRoute) grantSecretRead(this.function, props.context.originVerifySecret);
  }
}
