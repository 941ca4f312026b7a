import type { Context, ScheduledEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JobDefinition } from '#functions/route-types';
import { lambdaContext } from './lambda-context';

type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<void>;

const FUNCTIONS_DIR = join(import.meta.dirname, '../../functions');

export interface LocalSchedules {
  /** Runs a scheduled job now (tests), or waits for the run under way. */
  run(id: string): Promise<void>;
  stop(): void;
}

/** The EventBridge event a scheduled rule sends. */
function scheduledEvent(job: JobDefinition): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'ca-central-1',
    resources: [`arn:aws:events:ca-central-1:000000000000:rule/${job.id}`],
    detail: {},
  };
}

/**
 * The local stand-in for EventBridge schedules: each scheduled job's handler runs in this process at
 * its interval (or every `overrides[jobId]` seconds, for tests and demos: only the jobs named there),
 * never two runs of a job at once; a failed run is logged and the next one comes at its time, as in AWS.
 */
export function startSchedules(
  jobs: readonly JobDefinition[],
  options: { overrides?: Readonly<Record<string, number>>; log?: (line: string) => void } = {},
): LocalSchedules {
  const scheduled = jobs.filter((job) => job.schedule);
  const running = new Map<string, Promise<void>>();
  const handlers = new Map<string, Promise<ScheduledHandler>>();
  const handlerOf = (job: JobDefinition) => {
    if (!handlers.has(job.id))
      handlers.set(
        job.id,
        import(pathToFileURL(join(FUNCTIONS_DIR, job.handler)).href).then(
          (module: { handler: ScheduledHandler }) => module.handler,
        ),
      );
    return handlers.get(job.id)!;
  };
  const run = (job: JobDefinition): Promise<void> => {
    const current = running.get(job.id);
    if (current) return current;
    const started = (async () => {
      try {
        await (
          await handlerOf(job)
        )(scheduledEvent(job), lambdaContext(job.id, job.timeoutSeconds));
      } catch (error) {
        options.log?.(`scheduled job ${job.id} failed: ${(error as Error).message}`);
      } finally {
        running.delete(job.id);
      }
    })();
    running.set(job.id, started);
    return started;
  };
  const timers = scheduled.map((job) =>
    setInterval(() => void run(job), (options.overrides?.[job.id] ?? job.schedule!.everyMinutes * 60) * 1000),
  );
  return {
    run: (id) => {
      const job = scheduled.find((j) => j.id === id);
      if (!job) return Promise.reject(new Error(`No scheduled job ${id}`));
      return run(job);
    },
    stop: () => timers.forEach((timer) => clearInterval(timer)),
  };
}

/** `LOCAL_SCHEDULES=actionReminders=3,backup=600`: seconds between runs of the jobs named. */
export function scheduleOverrides(setting: string | undefined): Record<string, number> {
  const overrides: Record<string, number> = {};
  for (const entry of (setting ?? '').split(',')) {
    const [id, seconds] = entry.split('=').map((part) => part.trim());
    if (id && Number(seconds) > 0) overrides[id] = Number(seconds);
  }
  return overrides;
}
