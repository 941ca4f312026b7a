import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { EngineHealthResponse } from '#shared/schemas/auth';
import { checkMail } from '#adapters/mail';
import { checkBucket } from '#adapters/objects';
import { queueDepth } from '#adapters/queue';
import { table, tableName } from '#adapters/table/client';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminHealthRoute } from '#functions/routes';

const TIMEOUT_MS = 3000;
/** The probes' answer is kept this long in a warm instance: a refreshing page costs no AWS calls. */
export const PROBES_KEPT_MS = 30_000;

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

async function probeEngines(): Promise<EngineHealthResponse> {
  const [tableStatus, objects, queue, mail] = await Promise.all([
    probe(() => table().send(new DescribeTableCommand({ TableName: tableName() }))),
    probe(checkBucket),
    probe(queueDepth),
    probe(checkMail),
  ]);
  const engines = { table: tableStatus, objects, queue, mail };
  const healthy = Object.values(engines).every((e) => e.healthy);
  return { status: healthy ? 'ok' : 'degraded', engines, checkedAt: new Date().toISOString() };
}

let kept: { at: number; answer: Promise<EngineHealthResponse> } | null = null;

/** Each engine the product depends on, for administrators; 503 when any of them is down. */
export const handler = defineHandler(adminHealthRoute, async () => {
  const now = Date.now();
  if (!kept || now - kept.at >= PROBES_KEPT_MS) kept = { at: now, answer: probeEngines() };
  const body = await kept.answer;
  return { status: body.status === 'ok' ? 200 : 503, body };
});
