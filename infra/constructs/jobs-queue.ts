import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobDefinition } from '../../functions/route-types';
import { type FunctionContext, ProjectFunction } from './project-function';

/** SQS refuses visibility timeouts above 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

export interface JobsQueueProps {
  jobs: readonly JobDefinition[];
}

/**
 * The jobs queue, its dead-letter queue and one worker per job. The queue comes first
 * (every function's environment names it); the workers are added once that environment exists.
 */
export class JobsQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  private readonly jobs: readonly JobDefinition[];

  constructor(scope: Construct, id: string, props: JobsQueueProps) {
    super(scope, id);
    this.jobs = props.jobs;
    const longestJob = Math.max(0, ...props.jobs.map((job) => job.timeoutSeconds));
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS advises six times the worker timeout, so throttled retries do not redeliver a running job.
      visibilityTimeout: Duration.seconds(Math.min(Math.max(6 * longestJob, 30), MAX_VISIBILITY_SECONDS)),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 3 },
    });
  }

  /** One worker function per job, fed one message at a time, reporting partial batch failures. */
  addWorkers(context: FunctionContext): ProjectFunction[] {
    return this.jobs.map((job) => {
      const worker = new ProjectFunction(this, job.id, { ...job, context });
      worker.function.addEventSource(
        new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }),
      );
      return worker;
    });
  }
}
