import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

// Before the functions load: Powertools prints indented, readable log records in dev mode.
process.env.POWERTOOLS_DEV ??= 'true';
const { startLocalStack } = await import('./local/stack');

/**
 * `npm start`: the whole product on this machine. Data lives in .data/ (git-ignored) and
 * survives restarts; Ctrl-C stops every engine.
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
// The browser journeys start from empty data every run.
if (process.env.RESET_DATA === '1') rmSync(dataDir, { recursive: true, force: true });
const started = Date.now();
const stack = await startLocalStack({
  appPort: port('PORT', 3000),
  engines: {
    dynamodb: port('DYNAMODB_PORT', 8100),
    s3: port('S3_PORT', 4568),
    sqs: port('SQS_PORT', 9324),
    ses: port('MAILBOX_PORT', 8005),
  },
  dataDir,
  persistent: true,
  seed: true,
  log: (line) => console.log(line),
});

console.log(`
RisqueVision is running (${((Date.now() - started) / 1000).toFixed(1)} s)
  App:      ${stack.appUrl}
  Mailbox:  ${stack.mailboxUrl}
  Health:   ${stack.appUrl}/api/health
${stack.seeded.length ? `  Seeded:   ${stack.seeded.join(', ')}\n` : ''}Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  });
}
