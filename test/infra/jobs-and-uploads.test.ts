import { describe, expect, it } from 'vitest';
import { uploadPrefix } from '#core/analysis/uploads';
import { REPORTS_PREFIX } from '#core/reports/storage';
import { REPAIR_STATE_RETENTION_DAYS, REPAIRS_PREFIX } from '#core/analysis/bedrock-repair';
import { STALE_AFTER_MS } from '#functions/jobs/timing';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { resourcesOf, synthesize } from './synth';

const { template } = synthesize();

/** The jobs queue (the one with a redrive policy), its worker function and its event source. */
function deployedNumbers() {
  const queues = Object.values(resourcesOf(template, 'AWS::SQS::Queue'));
  const jobsQueue = queues.find((q) => q.Properties?.RedrivePolicy)!;
  const worker = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId('jobWorker')]!;
  return {
    visibility: Number(jobsQueue.Properties!.VisibilityTimeout),
    maxReceiveCount: Number(
      (jobsQueue.Properties!.RedrivePolicy as { maxReceiveCount: number }).maxReceiveCount,
    ),
    timeout: Number(worker.Properties!.Timeout),
  };
}

describe('job recovery in the synthesized template', () => {
  const { visibility, maxReceiveCount, timeout } = deployedNumbers();

  it('makes the queue wait for a running attempt before it redelivers the message', () => {
    expect(visibility).toBeGreaterThan(timeout);
  });

  it('retries a crashed attempt within twice the worker timeout', () => {
    expect(visibility).toBeLessThanOrEqual(2 * timeout);
  });

  it('allows retries at all, and keeps the staleness check behind the last of them', () => {
    expect(maxReceiveCount).toBeGreaterThanOrEqual(2);
    const lastAttemptEndsSeconds = (maxReceiveCount - 1) * visibility + timeout;
    expect(STALE_AFTER_MS / 1000).toBeGreaterThan(lastAttemptEndsSeconds);
    expect(STALE_AFTER_MS / 1000).toBeGreaterThan(visibility * maxReceiveCount);
  });
});

describe('uploads in the synthesized template', () => {
  const [bucket] = Object.values(resourcesOf(template, 'AWS::S3::Bucket')).filter(
    (b) => (b.Properties?.CorsConfiguration as unknown) !== undefined,
  );
  const rules = (
    bucket!.Properties!.LifecycleConfiguration as {
      Rules: { Prefix?: string; ExpirationInDays?: number; Status: string }[];
    }
  ).Rules;

  it('expires what is uploaded under the uploads prefix, within days', () => {
    const expiry = rules.find((rule) => rule.Prefix === uploadPrefix('any-user').split('/')[0] + '/');
    expect(expiry?.Status).toBe('Enabled');
    expect(expiry?.ExpirationInDays).toBeGreaterThanOrEqual(1);
    expect(expiry?.ExpirationInDays).toBeLessThanOrEqual(7);
  });

  it('expires the reports stored for a download link after a day', () => {
    const expiry = rules.find((rule) => rule.Prefix === REPORTS_PREFIX);
    expect(expiry?.Status).toBe('Enabled');
    expect(expiry?.ExpirationInDays).toBe(1);
  });

  it('expires a lost repair state after a day', () => {
    expect(rules.find((rule) => rule.Prefix === REPAIRS_PREFIX)?.ExpirationInDays).toBe(
      REPAIR_STATE_RETENTION_DAYS,
    );
  });

  it('expires nothing else: results and previews stay while their analysis exists', () => {
    expect(
      rules
        .filter((rule) => rule.ExpirationInDays !== undefined)
        .map((rule) => rule.Prefix)
        .sort(),
    ).toEqual([REPAIRS_PREFIX, REPORTS_PREFIX, 'uploads/'].sort());
  });
});
