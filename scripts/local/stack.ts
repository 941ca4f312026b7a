import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SQSClient } from '@aws-sdk/client-sqs';
import { resetConfigForTests } from '#functions/config';
import { logger } from '#functions/observability';
import { resetPaymentsForTests } from '#adapters/payments';
import { localPaymentPages } from './payment-pages';
import { jobs, routes } from '#functions/routes';
import { MAX_RECEIVES, VISIBILITY_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import { startEngines, type EnginePorts } from './engines';
import { startGateway } from './gateway';
import { startPoller } from './poller';
import { startStreamPoller } from './stream-poller';
import { scheduleOverrides, startSchedules } from './scheduler';
import { ensureBucket, ensureQueues, ensureTable, LOCAL_NAMES, LOCAL_REGION } from './resources';
import { seedLocalAccounts } from './seed';

const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../functions');

/** Jobs the local worker runs at once. */
const LOCAL_WORKER_CONCURRENCY = 3;

export interface LocalStackOptions {
  appPort: number;
  engines: EnginePorts;
  dataDir: string;
  /** Keep DynamoDB data on disk (npm start); tests use memory. */
  persistent: boolean;
  seed: boolean;
  /** The jobs queue's visibility timeout: how long a failed job waits before its retry. */
  jobVisibilityTimeoutSeconds?: number;
  log?: (line: string) => void;
}

export interface LocalStack {
  appUrl: string;
  mailboxUrl: string;
  env: Record<string, string>;
  queueUrl: string;
  deadLetterQueueUrl: string;
  seeded: string[];
  /** Runs a scheduled job now, as its EventBridge rule would. */
  runScheduledJob(id: string): Promise<void>;
  stop(): Promise<void>;
}

/** Secrets are kept with the data, so sessions survive a restart like the data does. */
function localSecret(dataDir: string, name: string, prefix = ''): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, prefix + randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Starts the engines, creates what is missing, then the worker poller and the gateway. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { appPort, dataDir, persistent, log = () => {} } = options;
  mkdirSync(dataDir, { recursive: true });
  const engines = await startEngines({ ports: options.engines, dataDir, persistent, log });
  const appUrl = `http://localhost:${appPort}`;
  const { endpoints } = engines;
  const stoppers: (() => Promise<void>)[] = [() => engines.stop()];
  try {
    await ensureTable(endpoints.dynamodb, LOCAL_NAMES.table);
    await ensureBucket(endpoints.s3, LOCAL_NAMES.bucket, appUrl);
    await ensureBucket(endpoints.s3, LOCAL_NAMES.backupBucket, appUrl);
    const queues = await ensureQueues(endpoints.sqs, LOCAL_NAMES, {
      visibilityTimeoutSeconds: options.jobVisibilityTimeoutSeconds ?? VISIBILITY_TIMEOUT_SECONDS,
      maxReceiveCount: MAX_RECEIVES,
    });
    const env: Record<string, string> = {
      APP_ENV: 'local',
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      TABLE_NAME: LOCAL_NAMES.table,
      BUCKET_NAME: LOCAL_NAMES.bucket,
      BACKUP_BUCKET_NAME: LOCAL_NAMES.backupBucket,
      JOBS_QUEUE_URL: queues.queueUrl,
      MAIL_FROM: 'no-reply@risquevision.local',
      SESSION_SECRET: localSecret(dataDir, 'session-secret'),
      STRIPE_WEBHOOK_SECRET: localSecret(dataDir, 'payment-webhook-secret', 'whsec_'),
      APP_ORIGIN: appUrl,
      DYNAMODB_ENDPOINT: endpoints.dynamodb,
      S3_ENDPOINT: endpoints.s3,
      SQS_ENDPOINT: endpoints.sqs,
      SES_ENDPOINT: endpoints.ses,
      // As in AWS (infra/constructs/project-function.ts), but no X-Ray daemon and quiet metrics
      // locally: POWERTOOLS_METRICS_DISABLED=false prints their EMF lines.
      POWERTOOLS_SERVICE_NAME: 'risquevision',
      POWERTOOLS_METRICS_NAMESPACE: 'RisqueVision',
      POWERTOOLS_TRACE_ENABLED: 'false',
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
    };
    // Handlers run in this process, as Lambda would run them, reading the same variables.
    Object.assign(process.env, env);
    // npm start (which passes `log`) shows the functions' logs; the test suite's stack stays silent
    // unless POWERTOOLS_LOG_LEVEL asks otherwise.
    logger.setLogLevel((process.env.POWERTOOLS_LOG_LEVEL ?? (options.log ? 'INFO' : 'SILENT')) as 'INFO');
    resetConfigForTests();
    resetPaymentsForTests();
    const seeded = options.seed ? await seedLocalAccounts() : [];
    // The counters start right (data kept from an earlier run, the seed), then follow the stream.
    await (await import('#core/admin')).recountFigures();
    for (const job of jobs.filter((j) => 'tableStream' in j)) {
      const { handler } = (await import(pathToFileURL(join(FUNCTIONS_DIR, job.handler)).href)) as {
        handler: Parameters<typeof startStreamPoller>[0]['handler'];
      };
      const streamPoller = startStreamPoller({
        endpoint: endpoints.dynamodb,
        region: LOCAL_REGION,
        tableName: LOCAL_NAMES.table,
        handler,
        functionName: job.id,
        entities: job.tableStream.entities,
        log,
      });
      stoppers.unshift(() => streamPoller.stop());
      await streamPoller.ready;
    }

    const { handler: worker } = await import('#functions/jobs/job-worker');
    const poller = startPoller({
      client: new SQSClient({
        endpoint: endpoints.sqs,
        region: LOCAL_REGION,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
      queueUrl: queues.queueUrl,
      region: LOCAL_REGION,
      handler: worker,
      functionName: 'jobWorker',
      // A few at once, as Lambda would (the deployed worker has ten): two cores here.
      concurrency: LOCAL_WORKER_CONCURRENCY,
      log,
    });
    stoppers.unshift(() => poller.stop());
    // EventBridge's part: scheduled jobs at their interval, or as LOCAL_SCHEDULES says.
    const overrides = scheduleOverrides(process.env.LOCAL_SCHEDULES);
    const schedules = startSchedules(jobs, { overrides, log });
    stoppers.unshift(async () => schedules.stop());
    // The worker's OCR threads live in this process, as they would in a warm Lambda.
    stoppers.push(async () => (await import('#core/analysis/extraction')).shutdownOcr());

    const gateway: Server = await startGateway({
      port: appPort,
      routes,
      webDist: resolve(import.meta.dirname, '../../web/dist'),
      connectOrigins: [endpoints.s3],
      extraPages: localPaymentPages(appUrl),
      log,
    });
    stoppers.unshift(
      () =>
        new Promise<void>((done) => {
          gateway.closeAllConnections();
          gateway.close(() => done());
        }),
    );
    return {
      appUrl,
      mailboxUrl: endpoints.ses.replace('127.0.0.1', 'localhost'),
      env,
      queueUrl: queues.queueUrl,
      deadLetterQueueUrl: queues.deadLetterQueueUrl,
      seeded,
      runScheduledJob: (id) => schedules.run(id),
      async stop() {
        for (const stop of stoppers) await stop().catch(() => {});
      },
    };
  } catch (error) {
    for (const stop of stoppers) await stop().catch(() => {});
    throw error;
  }
}
