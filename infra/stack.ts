import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { JobDefinition, RouteDefinition } from '#functions/route-types';
import { Alarms, alarmTopic } from './constructs/alarms';
import { Api } from './constructs/api';
import { ApiEntry } from './constructs/api-entry';
import { Backups } from './constructs/backups';
import { Data } from './constructs/data';
import { JobsQueue } from './constructs/jobs-queue';
import { AppSecrets } from './constructs/secrets';
import type { FunctionContext } from './constructs/project-function';
import { Uploads } from './constructs/uploads';
import { WebHosting } from './constructs/web-hosting';

export interface RisqueVisionStackProps extends StackProps {
  routes: readonly RouteDefinition[];
  jobs: readonly JobDefinition[];
  /** Sender address of every e-mail. */
  mailFrom: string;
  /** The web app's origin when it is not the CloudFront URL (a custom domain). */
  appOrigin?: string;
  /** The built web app, deployed to the web bucket when present. */
  webDistDir?: string;
  /** Receives the alarms (an SNS e-mail subscription to confirm). */
  alarmEmail?: string;
}

/** The whole product: web hosting, one function per route and job, table, uploads and queue. */
export class RisqueVisionStack extends Stack {
  constructor(scope: Construct, id: string, props: RisqueVisionStackProps) {
    super(scope, id, props);
    assertUniqueIds([...props.routes, ...props.jobs]);

    // Secrets live in Secrets Manager; functions get only their ARNs (and only those granted them).
    const secrets = new AppSecrets(this, 'Secrets');

    // The API exists before its routes: CloudFront needs its domain, and the routes' functions need
    // CloudFront's URL. CloudFormation sees no cycle, since the distribution refers only to the API.
    const entry = new ApiEntry(this, 'ApiEntry');
    const { httpApi } = entry;
    // CloudFront-scope WAF web ACLs exist only in us-east-1: made by infra/edge-stack.ts, passed in.
    const webAclArn = new CfnParameter(this, 'WebAclArn', {
      type: 'String',
      allowedPattern: '^arn:aws[a-z-]*:wafv2:us-east-1:.+:global/webacl/.+',
      description: 'ARN of the CloudFront web ACL (output WebAclArn of the RisqueVisionEdge stack)',
    });
    const web = new WebHosting(this, 'Web', {
      apiOriginDomain: entry.originDomainName,
      originVerifySecret: secrets.originVerify,
      webAclArn: webAclArn.valueAsString,
      webDistDir: props.webDistDir,
    });
    const webUrl = `https://${web.distribution.distributionDomainName}`;
    const appOrigin = props.appOrigin ?? webUrl;

    const { table } = new Data(this, 'Data');
    const { bucket } = new Uploads(this, 'Uploads', { webOrigin: appOrigin });
    const jobsQueue = new JobsQueue(this, 'Jobs', { jobs: props.jobs });
    const backups = new Backups(this, 'Backups');

    const context: FunctionContext = {
      environment: {
        APP_ENV: 'aws',
        TABLE_NAME: table.tableName,
        BUCKET_NAME: bucket.bucketName,
        JOBS_QUEUE_URL: jobsQueue.queue.queueUrl,
        // A name only: the backup functions alone are granted the bucket.
        BACKUP_BUCKET_NAME: backups.bucket.bucketName,
        MAIL_FROM: props.mailFrom,
        APP_ORIGIN: appOrigin,
        // In AWS the analysis runs on Bedrock unless ANALYZER=offline is set at synth time.
        ANALYZER: process.env.ANALYZER === 'offline' ? 'offline' : 'bedrock',
        ...(process.env.BEDROCK_MODEL_ID ? { BEDROCK_MODEL_ID: process.env.BEDROCK_MODEL_ID } : {}),
      },
      sessionSecret: secrets.session,
      originVerifySecret: secrets.originVerify,
      targets: {
        table,
        bucket,
        queue: jobsQueue.queue,
        paymentSecret: secrets.payments,
        backupBucket: backups.bucket,
      },
    };
    // Subscribed to the alarm e-mail when given (it must confirm the subscription).
    const topic = alarmTopic(this, props.alarmEmail);
    new Api(this, 'Api', { httpApi, routes: props.routes, context, alarmTopic: topic });
    const workers = jobsQueue.addWorkers(context);
    backups.addAlarms(topic);
    new Alarms(this, 'Alarms', {
      httpApi,
      topic,
      workers: props.jobs.map((job, i) => ({
        id: job.id,
        fn: workers[i]!.function,
        timeoutSeconds: job.timeoutSeconds,
        everyMinutes: job.schedule?.everyMinutes,
        readsStream: Boolean(job.tableStream),
      })),
      deadLetterQueue: jobsQueue.deadLetterQueue,
    });

    new CfnOutput(this, 'WebUrl', { value: webUrl });
    new CfnOutput(this, 'ApiDomainTarget', {
      value: entry.domainTarget,
      description: 'Point the API domain (parameter ApiDomainName) here with a CNAME record',
    });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'BucketName', { value: bucket.bucketName });
    new CfnOutput(this, 'JobsQueueUrl', { value: jobsQueue.queue.queueUrl });
    new CfnOutput(this, 'BackupBucketName', { value: backups.bucket.bucketName });
    new CfnOutput(this, 'PaymentSecretArn', {
      value: secrets.payments.secretArn,
      description: 'Put the Stripe keys here as JSON {"STRIPE_SECRET_KEY":…,"STRIPE_WEBHOOK_SECRET":…}',
    });
  }
}

/** Function logical ids come from route and job ids: a duplicate would silently replace a function. */
function assertUniqueIds(definitions: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of definitions) {
    if (seen.has(id)) throw new Error(`Duplicate route or job id ${id}`);
    seen.add(id);
  }
}
