import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Permission } from '#functions/route-types';

/** The resources a function's permissions refer to. */
export interface GrantTargets {
  table: ITable;
  bucket: IBucket;
  queue: IQueue;
  /** The Stripe keys: readable by functions with the `payments` permission only. */
  paymentSecret: ISecret;
  /** The private bucket of backups (infra/constructs/backups.ts). */
  backupBucket: IBucket;
}

/** GetSecretValue on that one secret, nothing more (no DescribeSecret, no other secret). */
export function grantSecretRead(fn: IFunction, secret: ISecret): void {
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
  );
}

/**
 * The only place where a route's declared permissions become IAM statements:
 * a function gets exactly what it declares, and nothing when it declares nothing.
 */
export function grantPermissions(
  fn: IFunction,
  permissions: readonly Permission[],
  targets: GrantTargets,
): void {
  const { partition, region, account } = Stack.of(fn);
  for (const permission of permissions) {
    switch (permission) {
      case 'table:read':
        targets.table.grantReadData(fn);
        break;
      case 'table:status':
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [targets.table.tableArn] }),
        );
        break;
      case 'table:write':
        targets.table.grantWriteData(fn);
        break;
      case 'objects:read':
        targets.bucket.grantRead(fn);
        break;
      case 'objects:status':
        // HeadBucket is authorized by s3:ListBucket on the bucket, not on its objects.
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['s3:ListBucket'], resources: [targets.bucket.bucketArn] }),
        );
        break;
      case 'objects:write':
        targets.bucket.grantPut(fn);
        break;
      case 'objects:delete':
        targets.bucket.grantDelete(fn);
        break;
      case 'queue:send':
        targets.queue.grantSendMessages(fn);
        break;
      case 'queue:status':
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [targets.queue.queueArn] }),
        );
        break;
      case 'mail:send':
        // Any verified identity of this account and region: in the SES sandbox the
        // recipients are identities too, so the sender alone would not be enough.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [`arn:${partition}:ses:${region}:${account}:identity/*`],
          }),
        );
        break;
      case 'mail:status':
        // GetAccount has no resource type: '*' is the only valid resource.
        fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
        break;
      case 'model:invoke':
        // Converse and InvokeModel are both authorized by bedrock:InvokeModel (there is no
        // bedrock:Converse IAM action); ConverseStream by bedrock:InvokeModelWithResponseStream.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
            resources: [`arn:${partition}:bedrock:${region}::foundation-model/*`],
          }),
        );
        break;
      case 'payments':
        // An outside HTTPS API: the only AWS right it needs is reading the Stripe keys.
        grantSecretRead(fn, targets.paymentSecret);
        break;
      case 'table:export':
        // DescribeTable gives the table's ARN, which the export names. DynamoDB writes the export
        // with the caller's rights: it needs to put objects (and their ACL) into the backup bucket.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['dynamodb:ExportTableToPointInTime', 'dynamodb:DescribeTable'],
            resources: [targets.table.tableArn],
          }),
        );
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:PutObject', 's3:PutObjectAcl', 's3:AbortMultipartUpload'],
            resources: [targets.backupBucket.arnForObjects('backups/*')],
          }),
        );
        break;
      case 'table:exportStatus':
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['dynamodb:DescribeExport'],
            resources: [`${targets.table.tableArn}/export/*`],
          }),
        );
        break;
      case 'backups:read':
        targets.backupBucket.grantRead(fn);
        break;
      case 'backups:write':
        // Put and delete (the running markers); the bucket's versioning keeps what is replaced.
        targets.backupBucket.grantPut(fn);
        targets.backupBucket.grantDelete(fn);
        break;
      default: {
        const unknown: never = permission;
        throw new Error(`No grant for permission ${String(unknown)}`);
      }
    }
  }
}
