import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { HealthResponse } from '#shared/schemas/auth';
import { checkMail } from '#adapters/mail';
import { checkBucket } from '#adapters/objects';
import { queueDepth } from '#adapters/queue';
import { table, tableName } from '#adapters/table/client';
import { defineHandler } from '#functions/middleware/define-handler';

const TIMEOUT_MS = 3000;

async function probe(check: () => Promise<unknown>): Promise<{ healthy: boolean; detail?: string }> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref()),
    ]);
    return { healthy: true };
  } catch (error) {
    return { healthy: false, detail: (error as Error).name };
  }
}

/** Reports each engine the product depends on; 503 when any of them is down. */
export const handler = defineHandler('health', async () => {
  const [tableStatus, objects, queue, mail] = await Promise.all([
    probe(() => table().send(new DescribeTableCommand({ TableName: tableName() }))),
    probe(checkBucket),
    probe(queueDepth),
    probe(checkMail),
  ]);
  const engines = { table: tableStatus, objects, queue, mail };
  const healthy = Object.values(engines).every((e) => e.healthy);
  const body: HealthResponse = { status: healthy ? 'ok' : 'degraded', engines };
  return { status: healthy ? 200 : 503, body };
});
