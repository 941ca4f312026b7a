import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { JobDefinition, RouteDefinition } from '../functions/route-types';
import { Api } from './constructs/api';
import { Data } from './constructs/data';
import { JobsQueue } from './constructs/jobs-queue';
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
}

/** The whole product: web hosting, one function per route and job, table, uploads and queue. */
export class RisqueVisionStack extends Stack {
  constructor(scope: Construct, id: string, props: RisqueVisionStackProps) {
    super(scope, id, props);
    assertUniqueIds([...props.routes, ...props.jobs]);

    // A parameter, so the secret never appears in the template or cdk.out:
    // cdk deploy --parameters SessionSecret="$SESSION_SECRET"
    const sessionSecret = new CfnParameter(this, 'SessionSecret', {
      type: 'String',
      noEcho: true,
      minLength: 32,
      description: 'HS256 key of the session JWT (at least 32 characters)',
    });

    const stripeSecretKey = new CfnParameter(this, 'StripeSecretKey', {
      type: 'String',
      noEcho: true,
      allowedPattern: '^sk_(live|test)_.+',
      description: 'Stripe secret key (payments functions only)',
    });
    const stripeWebhookSecret = new CfnParameter(this, 'StripeWebhookSecret', {
      type: 'String',
      noEcho: true,
      allowedPattern: '^whsec_.+',
      description: 'Signing secret of the Stripe webhook endpoint /api/stripe/webhook',
    });

    // The API exists before its routes: CloudFront needs its id, and the routes' functions need
    // CloudFront's URL. CloudFormation sees no cycle, since the distribution refers only to the API.
    const httpApi = new HttpApi(this, 'HttpApi', { description: 'RisqueVision API' });
    const web = new WebHosting(this, 'Web', { httpApi, webDistDir: props.webDistDir });
    const webUrl = `https://${web.distribution.distributionDomainName}`;
    const appOrigin = props.appOrigin ?? webUrl;

    const { table } = new Data(this, 'Data');
    const { bucket } = new Uploads(this, 'Uploads', { webOrigin: appOrigin });
    const jobsQueue = new JobsQueue(this, 'Jobs', { jobs: props.jobs });

    const context: FunctionContext = {
      environment: {
        APP_ENV: 'aws',
        TABLE_NAME: table.tableName,
        BUCKET_NAME: bucket.bucketName,
        JOBS_QUEUE_URL: jobsQueue.queue.queueUrl,
        MAIL_FROM: props.mailFrom,
        SESSION_SECRET: sessionSecret.valueAsString,
        APP_ORIGIN: appOrigin,
        // In AWS the analysis runs on Bedrock unless ANALYZER=offline is set at synth time.
        ANALYZER: process.env.ANALYZER === 'offline' ? 'offline' : 'bedrock',
        ...(process.env.BEDROCK_MODEL_ID ? { BEDROCK_MODEL_ID: process.env.BEDROCK_MODEL_ID } : {}),
      },
      paymentSecrets: {
        STRIPE_SECRET_KEY: stripeSecretKey.valueAsString,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret.valueAsString,
      },
      targets: { table, bucket, queue: jobsQueue.queue },
    };
    new Api(this, 'Api', { httpApi, routes: props.routes, context });
    jobsQueue.addWorkers(context);

    new CfnOutput(this, 'WebUrl', { value: webUrl });
    new CfnOutput(this, 'ApiUrl', { value: httpApi.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'BucketName', { value: bucket.bucketName });
    new CfnOutput(this, 'JobsQueueUrl', { value: jobsQueue.queue.queueUrl });
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
