import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MAX_RECEIVES, VISIBILITY_TIMEOUT_SECONDS, WORKER_TIMEOUT_SECONDS } from '#functions/jobs/timing';
import type { JobDefinition } from '#functions/route-types';
import { type FunctionContext, ProjectFunction } from './project-function';

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
    // The visibility timeout and the staleness check are derived from the worker timeout (jobs/timing.ts).
    if (longestJob > WORKER_TIMEOUT_SECONDS)
      throw new Error(
        `A job runs ${longestJob} s, longer than WORKER_TIMEOUT_SECONDS (${WORKER_TIMEOUT_SECONDS})`,
      );
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Worker timeout plus a margin: a crashed attempt is retried soon, before the job is declared stale.
      visibilityTimeout: Duration.seconds(VISIBILITY_TIMEOUT_SECONDS),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
    });
  }

  /**
   * One worker function per job: a queue job is fed one message at a time, reporting partial batch
   * failures; a scheduled job is started by an EventBridge rule at its interval.
   */
  addWorkers(context: FunctionContext): ProjectFunction[] {
    return this.jobs.map((job) => {
      const worker = new ProjectFunction(this, job.id, { ...job, context });
      if (job.tableStream) {
        worker.function.addEventSource(
          new DynamoEventSource(context.targets.table, {
            startingPosition: StartingPosition.TRIM_HORIZON,
            batchSize: 100,
            maxBatchingWindow: Duration.seconds(2),
            // A batch that keeps failing is split to find the record, then set aside (the daily
            // recount corrects the figures) rather than blocking the shard for a day.
            bisectBatchOnError: true,
            retryAttempts: 3,
            onFailure: new SqsDlq(this.deadLetterQueue),
            filters: streamFilters(job.tableStream.entities),
          }),
        );
        return worker;
      }
      if (job.schedule) {
        new Rule(this, `${job.id}Schedule`, {
          schedule: Schedule.rate(Duration.minutes(job.schedule.everyMinutes)),
          targets: [new LambdaFunction(worker.function, { retryAttempts: 2 })],
        });
        return worker;
      }
      worker.function.addEventSource(
        new SqsEventSource(this.queue, {
          batchSize: 1,
          reportBatchItemFailures: true,
          // Pollers capped at the worker's reserved concurrency: beyond it, throttled deliveries
          // would count as receives and push healthy jobs to the dead-letter queue.
          maxConcurrency: job.reservedConcurrency,
        }),
      );
      return worker;
    });
  }
}

/** Only the changes of these entities (their `type`, in the new image or, for a deletion, the old). */
function streamFilters(entities: readonly string[]) {
  const type = { type: { S: FilterRule.or(...entities) } };
  return [
    FilterCriteria.filter({ dynamodb: { NewImage: type } }),
    FilterCriteria.filter({ eventName: FilterRule.isEqual('REMOVE'), dynamodb: { OldImage: type } }),
  ];
}
