import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS } from '../../functions/core/analysis-status';
import { jobs } from '../../functions/routes';

describe('job timing', () => {
  it('declares a job stale only after its worker can no longer be running', () => {
    const worker = jobs.find((j) => j.id === 'jobWorker')!;
    expect(STALE_AFTER_MS).toBeGreaterThan(worker.timeoutSeconds * 1000);
    // The screen gives up after 3 minutes: one attempt must fit in the worker's timeout.
    expect(worker.timeoutSeconds).toBeGreaterThanOrEqual(180);
  });
});
