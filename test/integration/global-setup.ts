import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/local/stack';
import { freeStackPorts } from './support/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { appUrl: string; mailboxUrl: string; env: Record<string, string>; deadLetterQueueUrl: string };
  }
}

/** Starts the real local engines and gateway once for the integration suite. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-it-'));
  const ports = await freeStackPorts();
  const stack = await startLocalStack({
    appPort: ports.app,
    engines: ports.engines,
    dataDir,
    persistent: false,
    seed: true,
    jobVisibilityTimeoutSeconds: 2,
  });
  project.provide('stack', {
    appUrl: stack.appUrl,
    mailboxUrl: stack.mailboxUrl,
    env: stack.env,
    deadLetterQueueUrl: stack.deadLetterQueueUrl,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
