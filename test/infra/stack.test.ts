import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS } from '#adapters/table/keys';
import { jobs, routes } from '#functions/routes';
import { areaStackId, routeArea, routeKey } from '../../infra/constructs/api';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { FONT_FILES } from '#core/reports/pdf/font-files';
import { functionLogicalId } from '../../infra/constructs/project-function';
import {
  copyHarfbuzz,
  HARFBUZZ_FILES,
  REPORT_FONTS_PATH,
  stageReportFonts,
} from '../../infra/constructs/report-files';
import { repoRoot } from '../../infra/paths';
import { ghostRoute, resourcesOf, routeProblems, synthesize } from './synth';

const { stack, template, templates, nested } = synthesize();
const projectFunctionIds = [...routes, ...jobs].map((definition) => functionLogicalId(definition.id));

describe('synthesis', () => {
  it('skips esbuild bundling', () => {
    expect(stack.bundlingRequired).toBe(false);
  });

  it('keeps the session secret out of the template: Secrets Manager generates it', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
    expect(template.findParameters('*')).not.toHaveProperty('SessionSecret');
  });

  it('outputs the web URL, the API domain’s DNS target, table, buckets, queue and payment secret', () => {
    expect(Object.keys(template.findOutputs('*')).sort()).toEqual(
      [
        'ApiDomainTarget',
        'BackupBucketName',
        'BucketName',
        'JobsQueueUrl',
        'PaymentSecretArn',
        'TableName',
        'WebUrl',
      ].sort(),
    );
  });
});

describe('route table', () => {
  it('gives every route its own function behind API route METHOD /path, and nothing else', () => {
    expect(routeProblems(template, routes)).toEqual([]);
    expect(Object.keys(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).length).toBe(routes.length);
  });

  it('fails when the table has a route the stack lacks', () => {
    const problems = routeProblems(template, [...routes, ghostRoute]);
    expect(problems).toEqual([
      `ghost: no function ${functionLogicalId('ghost')}`,
      `ghost: no API route ${routeKey(ghostRoute)}`,
    ]);
  });

  it('fails when the stack has a route the table lacks', () => {
    const { template: larger } = synthesize({ routes: [...routes, ghostRoute] });
    expect(routeProblems(larger, routes)).toEqual([`${routeKey(ghostRoute)}: not in the route table`]);
  });

  it('rejects a route slower than API Gateway allows', () => {
    const slow = { ...ghostRoute, timeoutSeconds: 30 };
    expect(() => synthesize({ routes: [...routes, slow] })).toThrow(/ghost: 30 s exceeds/);
  });

  it('rejects duplicate ids, which would share a logical id', () => {
    expect(() => synthesize({ routes: [...routes, { ...ghostRoute, id: 'login' }] })).toThrow(/Duplicate/);
  });
});

describe('functions', () => {
  it('has exactly one function per route and job, and no CDK helper function', () => {
    const functions = Object.keys(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions.sort()).toEqual([...projectFunctionIds].sort());
  });

  it('runs every function on Node.js 22, ARM64 unless its definition asks for x86_64, with a one-month log group', () => {
    for (const definition of [...routes, ...jobs]) {
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(definition.id)];
      const { architecture } = definition as { architecture?: string };
      expect(fn?.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [architecture === 'x86_64' ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
      });
    }
    expect(routes.every((r) => !('architecture' in r))).toBe(true);
    // One per function, plus the API's access logs.
    template.resourceCountIs('AWS::Logs::LogGroup', projectFunctionIds.length + 1);
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('runs the queue worker on ARM64 with its extraction files copied, not installed', () => {
    const worker = jobs.find((job) => job.id === 'jobWorker');
    expect(worker).toMatchObject({ extractionFiles: true });
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId('jobWorker')];
    expect(fn?.Properties?.Architectures).toEqual(['arm64']);
  });

  it('takes timeout and memory from the route table, with 10 s and 512 MB by default', () => {
    for (const definition of [...routes, ...jobs]) {
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(definition.id)];
      const { timeoutSeconds, memoryMb } = definition as { timeoutSeconds?: number; memoryMb?: number };
      expect(fn?.Properties).toMatchObject({ Timeout: timeoutSeconds ?? 10, MemorySize: memoryMb ?? 512 });
    }
  });

  it('configures every function for AWS', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          APP_ENV: 'aws',
          TABLE_NAME: Match.anyValue(),
          BUCKET_NAME: Match.anyValue(),
          JOBS_QUEUE_URL: Match.anyValue(),
          MAIL_FROM: 'no-reply@risquevision.ca',
          POWERTOOLS_SERVICE_NAME: 'risquevision',
          POWERTOOLS_METRICS_NAMESPACE: 'RisqueVision',
          APP_ORIGIN: Match.anyValue(),
        },
      },
    });
  });
});

describe('data', () => {
  it('builds the single table from the shared key definitions', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
    expect(TABLE_INDEXES.map((index) => index.name)).toEqual(['gsi1', 'gsi2']);
  });
});

describe('uploads', () => {
  it('is private, encrypted, TLS-only, CORS-limited to the web origin and retained', () => {
    const [bucket] = Object.values(resourcesOf(template, 'AWS::S3::Bucket')).filter(
      (b) => b.Properties?.CorsConfiguration,
    );
    expect(bucket?.DeletionPolicy).toBe('Retain');
    expect(bucket?.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      CorsConfiguration: {
        CorsRules: [{ AllowedMethods: ['PUT', 'GET', 'HEAD'], AllowedHeaders: ['content-type'] }],
      },
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          { AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
        ]),
      },
    });
  });
});

describe('jobs queue', () => {
  it('redrives to a dead-letter queue after three receives (timings: jobs-and-uploads.test.ts)', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] }, maxReceiveCount: 3 },
    });
  });

  it('feeds each queue worker one message at a time, with partial batch failures', () => {
    const queueJobs = jobs.filter((job) => !('schedule' in job) && !('tableStream' in job));
    const streamJobs = jobs.filter((job) => 'tableStream' in job);
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', queueJobs.length + streamJobs.length);
    for (const job of queueJobs) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: functionLogicalId(job.id) },
        BatchSize: 1,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
  });
});

describe('the table stream', () => {
  it('is on, with old and new images, and feeds the figures consumer only accounts and analyses', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    const consumer = jobs.find((job) => 'tableStream' in job)!;
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionLogicalId(consumer.id) },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ dynamodb: { NewImage: { type: { S: ['user', 'analysis'] } } } }) },
          {
            Pattern: JSON.stringify({
              eventName: ['REMOVE'],
              dynamodb: { OldImage: { type: { S: ['user', 'analysis'] } } },
            }),
          },
        ],
      },
    });
  });

  it('alarms when its consumer falls behind', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Namespace: 'AWS/Lambda',
      Threshold: 15 * 60_000,
    });
  });
});

describe('scheduled jobs', () => {
  const scheduled = jobs.filter((job) => 'schedule' in job);

  it('start each scheduled job from an EventBridge rule at its interval, and never from the queue', () => {
    expect(scheduled.map((job) => job.id)).toContain('actionReminders');
    for (const job of scheduled) {
      const minutes: number = job.schedule.everyMinutes;
      // CDK writes whole days as days and whole hours as hours: rate(1 day), rate(6 hours), rate(90 minutes).
      const expression =
        minutes % 1440 === 0
          ? `rate(${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'})`
          : minutes % 60 === 0
            ? `rate(${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'})`
            : `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`;
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: expression,
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId(job.id), 'Arn'] } })],
      });
      const mappings = resourcesOf(template, 'AWS::Lambda::EventSourceMapping');
      for (const mapping of Object.values(mappings))
        expect(mapping.Properties?.FunctionName).not.toEqual({ Ref: functionLogicalId(job.id) });
    }
  });

  it('alarm when a scheduled job has not run for two intervals (over periods of at most a day)', () => {
    for (const job of scheduled) {
      const twoIntervals = job.schedule.everyMinutes * 2 * 60;
      const period = Math.min(twoIntervals, 24 * 3600);
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Invocations',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionLogicalId(job.id) } }],
        Period: period,
        EvaluationPeriods: twoIntervals / period,
        ComparisonOperator: 'LessThanThreshold',
        TreatMissingData: 'breaching',
      });
    }
  });
});

describe('report functions', () => {
  const reportRoutes = routes.filter((route) => 'reportFonts' in route && route.reportFonts);
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const propertiesOf = (id: string) =>
    functions[functionLogicalId(id)]?.Properties as {
      Environment: { Variables: Record<string, unknown> };
      Layers?: unknown[];
    };

  it('are the routes that render a PDF, and only they are pointed at the fonts of the layer', () => {
    expect(reportRoutes.map((route) => route.id).sort()).toEqual(
      ['analysisPdf', 'generatePdf', 'sendAnalysisEmail', 'sendEmail', 'perplexityPdf', 'geminiPdf'].sort(),
    );
    for (const route of routes) {
      expect(propertiesOf(route.id).Environment.Variables.RISQUEVISION_FONT_DIR, route.id).toBe(
        reportRoutes.includes(route) ? REPORT_FONTS_PATH : undefined,
      );
    }
  });

  it('share one layer, which holds the six fonts; no other function mounts it', () => {
    const layers = Object.keys(resourcesOf(template, 'AWS::Lambda::LayerVersion'));
    expect(layers).toHaveLength(1);
    for (const route of routes) {
      expect(propertiesOf(route.id).Layers, route.id).toEqual(
        reportRoutes.includes(route) ? [{ Ref: layers[0] }] : undefined,
      );
    }
    for (const job of jobs) expect(propertiesOf(job.id).Layers, job.id).toBeUndefined();

    const staged = mkdtempSync(join(tmpdir(), 'report-fonts-'));
    try {
      const copies = stageReportFonts(staged);
      const expected = Object.values(FONT_FILES).flatMap((face) => [face.regular, face.bold]);
      // Mounted at /opt: the layer's `fonts/` folder is what RISQUEVISION_FONT_DIR names.
      expect(copies.map((copy) => copy.slice(staged.length))).toEqual(
        expected.map((file) => `/fonts/${basename(file)}`),
      );
      for (const copy of copies) expect(statSync(copy).size).toBeGreaterThan(100_000);
      expect(REPORT_FONTS_PATH).toBe('/opt/fonts');
    } finally {
      rmSync(staged, { recursive: true, force: true });
    }
  });

  it('copy harfbuzz beside their bundle, from node_modules, and no font', () => {
    const commands = copyHarfbuzz('/src', '/out');
    const sources = commands.flatMap((command) => /^cp "\/src\/(.+?)" /.exec(command)?.[1] ?? []);
    expect(sources).toEqual(HARFBUZZ_FILES.map((file) => `node_modules/${file}`));
    for (const source of sources) expect(existsSync(join(repoRoot, source))).toBe(true);
    expect(commands.join('\n')).not.toMatch(/\.ttf|fonts/);
  });
});

describe('size', () => {
  const counts = [...templates].map(([owner, template]) => ({
    stack: owner.node.id,
    resources: Object.keys(template.toJSON().Resources as object).length,
  }));

  it("keeps every stack under CloudFormation's 500 resources, with room for more routes", () => {
    // About 8 resources per route (function, role, policy, log group, integration, route, permission,
    // alarm) in its area's nested stack: an area past 400 is split before it reaches 500.
    expect(counts.filter(({ resources }) => resources > 400)).toEqual([]);
  });

  it('puts each business area’s routes in its own nested stack, and none in the main stack', () => {
    expect(nested.map((child) => child.node.id).sort()).toEqual(
      [...new Set(routes.map((route) => areaStackId(routeArea(route))))].sort(),
    );
    const main = templates.get(stack)!;
    expect(Object.keys(main.findResources('AWS::ApiGatewayV2::Route'))).toEqual([]);
    expect(Object.keys(main.findResources('AWS::Lambda::Function')).sort()).toEqual(
      jobs.map((job) => functionLogicalId(job.id)).sort(),
    );
  });
});
