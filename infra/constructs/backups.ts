import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { BACKUP_RETENTION_DAYS } from '#core/admin/backups/manifest';
import { METRIC } from '#functions/observability';
import { POWERTOOLS_ENVIRONMENT } from './project-function';

/** A replaced or deleted object of the backup bucket (a manifest rewritten) is kept this long. */
export const BACKUP_NONCURRENT_DAYS = 7;
/** Backups run every 6 hours: without a finished one for this long, someone is paged. */
export const BACKUP_MISSING_HOURS = 7;

/**
 * The private bucket of backups (docs/adr/0017-backups-and-restore.md): table exports, manifests
 * and archives, kept BACKUP_RETENTION_DAYS days, then gone (deleted accounts with them).
 */
export class Backups extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'ExpireBackups',
          expiration: Duration.days(BACKUP_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(BACKUP_NONCURRENT_DAYS),
        },
        // Expired objects leave delete markers behind; they go once nothing is under them.
        { id: 'RemoveDeleteMarkers', expiredObjectDeleteMarker: true },
      ],
      // Backups outlive the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * A backup that fails, or none finished within BACKUP_MISSING_HOURS (the schedule stopped, the
   * export hangs, the check job is broken): either way the data is no longer protected.
   */
  addAlarms(topic: ITopic): void {
    const metric = (metricName: string, period: Duration) =>
      new Metric({
        namespace: POWERTOOLS_ENVIRONMENT.POWERTOOLS_METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: POWERTOOLS_ENVIRONMENT.POWERTOOLS_SERVICE_NAME },
        period,
        statistic: 'Sum',
      });
    const notify = new SnsAction(topic);
    new Alarm(this, 'BackupFailed', {
      metric: metric(METRIC.backupsFailed, Duration.hours(1)),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: 'A backup failed: see the backup function logs ("Backup failed").',
    }).addAlarmAction(notify);
    new Alarm(this, 'BackupMissing', {
      metric: metric(METRIC.backupsCompleted, Duration.hours(BACKUP_MISSING_HOURS)),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      // No data point at all is exactly the case to catch.
      treatMissingData: TreatMissingData.BREACHING,
      alarmDescription: `No backup finished in the last ${BACKUP_MISSING_HOURS} hours (they run every 6).`,
    }).addAlarmAction(notify);
  }
}
