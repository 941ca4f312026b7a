import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC } from '#functions/observability';
import { POWERTOOLS_ENVIRONMENT } from './project-function';

/** Share of API answers that may be 5xx over 5 minutes before someone is told (percent). */
export const API_5XX_PERCENT = 5;
/** A worker run longer than this share of its timeout is about to be cut off. */
export const WORKER_DURATION_SHARE = 0.8;
/** Report e-mails in an hour above which something (or someone) is sending too many. */
export const REPORT_EMAILS_PER_HOUR = 300;
/** The stream consumer may lag this much behind the table before someone is told. */
export const STREAM_LAG_MS = 15 * 60_000;
/** CloudWatch's longest alarm period. */
const MAX_PERIOD_MINUTES = 24 * 60;

export interface WatchedFunction {
  id: string;
  fn: IFunction;
}

/** Alarms when a function fails (uncaught error or timeout); made beside the function, in its stack. */
export function functionErrorsAlarm(scope: Construct, id: string, fn: IFunction, topic: ITopic): Alarm {
  const alarm = new Alarm(scope, `${id}Errors`, {
    metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: `Function ${id} failed (uncaught error or timeout).`,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

export interface AlarmsProps {
  httpApi: HttpApi;
  /** Receives every alarm (the routes' errors alarms too, made with their functions). */
  topic: ITopic;
  /** Queue workers and scheduled jobs (with their interval). */
  workers: readonly (WatchedFunction & {
    timeoutSeconds: number;
    everyMinutes?: number;
    readsStream?: boolean;
  })[];
  deadLetterQueue: IQueue;
}

const FIVE_MINUTES = Duration.minutes(5);

/** The topic every alarm notifies, subscribed by e-mail when an address is given. */
export function alarmTopic(scope: Construct, email?: string): Topic {
  const topic = new Topic(scope, 'AlarmTopic', { displayName: 'RisqueVision alarms' });
  if (email) topic.addSubscription(new EmailSubscription(email));
  return topic;
}

/** The product's alarms beyond each route's own: API, queue, workers, schedules and volumes. */
export class Alarms extends Construct {
  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const notify = new SnsAction(props.topic);
    const alarm = (
      name: string,
      metric: IMetric,
      threshold: number,
      description: string,
      comparison = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ) => {
      const created = new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: comparison,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(notify);
      return created;
    };

    alarm(
      'DeadLetterQueueNotEmpty',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      1,
      'A job failed every attempt and sits in the dead-letter queue: its analysis was marked failed.',
    );

    alarm(
      'Api5xxRate',
      new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        period: FIVE_MINUTES,
        label: 'API 5xx (%)',
      }),
      API_5XX_PERCENT,
      `More than ${API_5XX_PERCENT}% of API answers were 5xx over 5 minutes.`,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    for (const { id: workerId, fn } of props.workers) functionErrorsAlarm(this, workerId, fn, props.topic);
    // A worker has its own reserved concurrency: its throttles are its own. The API functions share
    // the account's concurrency, so they are throttled together: one alarm on the account's metric
    // watches them all (one per function would take two resources per route from the stack's 500).
    for (const { id: workerId, fn } of props.workers) {
      alarm(
        `${workerId}Throttles`,
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
        `Function ${workerId} was throttled (its reserved concurrency was reached).`,
      );
    }
    alarm(
      'LambdaThrottles',
      new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      1,
      'Lambda functions of the account were throttled (account concurrency limit reached): API calls were refused.',
    );

    for (const { id: workerId, fn, timeoutSeconds } of props.workers) {
      const limitMs = Math.round(WORKER_DURATION_SHARE * timeoutSeconds * 1000);
      alarm(
        `${workerId}DurationNearTimeout`,
        fn.metricDuration({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        limitMs,
        `A ${workerId} run took more than ${WORKER_DURATION_SHARE * 100}% of its ${timeoutSeconds} s timeout.`,
      );
    }

    // A scheduled job that stops running fails silently: nobody is reminded of anything.
    for (const { id: jobId, fn, everyMinutes } of props.workers) {
      if (!everyMinutes) continue;
      // CloudWatch periods stop at a day: a daily job is watched over two one-day periods.
      const periodMinutes = Math.min(everyMinutes * 2, MAX_PERIOD_MINUTES);
      new Alarm(this, `${jobId}NotRunning`, {
        metric: fn.metricInvocations({ period: Duration.minutes(periodMinutes), statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: Math.ceil((everyMinutes * 2) / periodMinutes),
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.BREACHING,
        alarmDescription: `The scheduled job ${jobId} has not run for two of its ${everyMinutes}-minute intervals.`,
      }).addAlarmAction(notify);
    }

    // A stream consumer that falls behind leaves the admin's figures stale without failing.
    for (const { id: jobId, fn, readsStream } of props.workers) {
      if (!readsStream) continue;
      alarm(
        `${jobId}IteratorAge`,
        new Metric({
          namespace: 'AWS/Lambda',
          metricName: 'IteratorAge',
          dimensionsMap: { FunctionName: fn.functionName },
          period: FIVE_MINUTES,
          statistic: 'Maximum',
        }),
        STREAM_LAG_MS,
        `${jobId} is more than ${STREAM_LAG_MS / 60_000} minutes behind the table's changes.`,
      );
    }

    alarm(
      'ReportEmailVolume',
      new Metric({
        namespace: POWERTOOLS_ENVIRONMENT.POWERTOOLS_METRICS_NAMESPACE,
        metricName: METRIC.reportEmailsSent,
        dimensionsMap: { service: POWERTOOLS_ENVIRONMENT.POWERTOOLS_SERVICE_NAME },
        period: Duration.hours(1),
        statistic: 'Sum',
      }),
      REPORT_EMAILS_PER_HOUR,
      `More than ${REPORT_EMAILS_PER_HOUR} report e-mails in an hour: check for abuse before SES reputation suffers.`,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
  }
}
