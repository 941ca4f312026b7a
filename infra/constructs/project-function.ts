import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  Architecture,
  type CfnFunction,
  Function as LambdaFunction,
  type ILayerVersion,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Permission } from '#functions/route-types';
import { grantPermissions, grantSecretRead, type GrantTargets } from '../grants';
import { repoRoot } from '../paths';
import { functionCode } from './function-code';
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

/** A Lambda function with the project's defaults, granted exactly its declared permissions. */
export class ProjectFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    this.function = new LambdaFunction(this, 'Function', {
      code: functionCode(join(repoRoot, 'functions', props.handler), {
        external: props.extractionFiles ? WORKER_EXTERNAL_MODULES : [],
        afterBundling: props.extractionFiles
          ? (inputDir, outputDir) => copyWorkerFiles(props.architecture ?? 'arm64', inputDir, outputDir)
          : props.reportFonts
            ? copyHarfbuzz
            : undefined,
      }),
      handler: 'index.handler',
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
    });
    (this.function.node.defaultChild as CfnFunction).overrideLogicalId(functionLogicalId(id));
    grantPermissions(this.function, props.permissions, props.context.targets);
    if (props.readsSession) grantSecretRead(this.function, props.context.sessionSecret);
    if (props.apiRoute) grantSecretRead(this.function, props.context.originVerifySecret);
  }
}
