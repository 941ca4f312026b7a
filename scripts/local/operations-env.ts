import { resolve } from 'node:path';
import { resetConfigForTests } from '#functions/config';
import { startEngines } from './engines';
import { ensureBucket, ensureTable, LOCAL_NAMES, LOCAL_REGION } from './resources';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * The environment `npm run backup` and `npm run restore` run the functions' code in.
 * With APP_ENV=aws: the real resources the environment names (TABLE_NAME, BUCKET_NAME,
 * BACKUP_BUCKET_NAME, AWS_REGION and the usual AWS credentials); the settings backups never read
 * get placeholders. Otherwise the local stack's data (.data/ of `npm start`, or DATA_DIR): the
 * engines of a running `npm start` when they answer, else started here for the command.
 */
export async function operationsEnv(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const unused = {
    JOBS_QUEUE_URL: 'https://sqs.invalid/000000000000/unused',
    MAIL_FROM: 'no-reply@risquevision.invalid',
    APP_ORIGIN: 'https://risquevision.invalid',
  };
  if (process.env.APP_ENV === 'aws') {
    for (const [name, value] of Object.entries(unused)) process.env[name] ??= value;
    resetConfigForTests();
    return { stop: async () => {} };
  }
  const ports = {
    dynamodb: port('DYNAMODB_PORT', 8100),
    s3: port('S3_PORT', 4568),
    sqs: port('SQS_PORT', 9324),
    ses: port('MAILBOX_PORT', 8005),
  };
  let endpoints = { dynamodb: `http://127.0.0.1:${ports.dynamodb}`, s3: `http://127.0.0.1:${ports.s3}` };
  let stop = async () => {};
  const running = await fetch(endpoints.dynamodb, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (running) log(`Using the running local stack (${endpoints.dynamodb})`);
  else {
    const dataDir = resolve(process.env.DATA_DIR ?? '.data');
    log(`Starting the local engines on ${dataDir}`);
    const engines = await startEngines({ ports, dataDir, persistent: true });
    endpoints = engines.endpoints;
    stop = engines.stop;
    await ensureTable(endpoints.dynamodb, LOCAL_NAMES.table);
    await ensureBucket(endpoints.s3, LOCAL_NAMES.bucket, 'http://localhost:3000');
  }
  await ensureBucket(endpoints.s3, LOCAL_NAMES.backupBucket, 'http://localhost:3000');
  Object.assign(process.env, {
    ...unused,
    APP_ENV: 'local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: process.env.TABLE_NAME ?? LOCAL_NAMES.table,
    BUCKET_NAME: process.env.BUCKET_NAME ?? LOCAL_NAMES.bucket,
    BACKUP_BUCKET_NAME: process.env.BACKUP_BUCKET_NAME ?? LOCAL_NAMES.backupBucket,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    S3_ENDPOINT: endpoints.s3,
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  resetConfigForTests();
  return { stop };
}
