import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS } from '#core/analysis/status';
import { MAX_ATTEMPTS } from '#core/analysis/pipeline';
import { MAX_RECEIVES, VISIBILITY_TIMEOUT_SECONDS, WORKER_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import { jobs } from '#functions/routes';

describe('job timing', () => {
  const worker = jobs.find((j) => j.id === 'jobWorker')!;

  it('redelivers a message only after the attempt that holds it can no longer be running', () => {
    expect(worker.timeoutSeconds).toBe(WORKER_TIMEOUT_SECONDS);
    expect(VISIBILITY_TIMEOUT_SECONDS).toBeGreaterThan(worker.timeoutSeconds);
  });

  it('retries soon after a crash: well within the time a user waits, not 6 × the timeout', () => {
    expect(VISIBILITY_TIMEOUT_SECONDS).toBeLessThanOrEqual(2 * worker.timeoutSeconds);
  });

  it('declares a job stale only after every attempt the queue can still make has had time to end', () => {
    // The last attempt starts at most (receives − 1) visibility timeouts after the first and runs a timeout.
    const lastAttemptEnds = (MAX_RECEIVES - 1) * VISIBILITY_TIMEOUT_SECONDS + worker.timeoutSeconds;
    expect(STALE_AFTER_MS).toBeGreaterThan(lastAttemptEnds * 1000);
    expect(STALE_AFTER_MS).toBeGreaterThan(VISIBILITY_TIMEOUT_SECONDS * MAX_RECEIVES * 1000);
  });

  it('gives up in the pipeline on the same attempt the queue moves the message to the DLQ', () => {
    expect(MAX_ATTEMPTS).toBe(MAX_RECEIVES);
    expect(MAX_RECEIVES).toBeGreaterThanOrEqual(2);
  });

  it('lets one attempt fit in the screen’s 3-minute wait', () => {
    expect(worker.timeoutSeconds).toBeGreaterThanOrEqual(180);
  });
});
