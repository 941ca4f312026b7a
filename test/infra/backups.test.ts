import { describe, expect, it } from 'vitest';
import { BACKUP_RETENTION_DAYS } from '#core/admin/backups/manifest';
import { jobs, routes } from '#functions/routes';
import { METRIC } from '#functions/observability';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { type Resource, resourcesOf, roleActions, synthesize } from './synth';

const { template } = synthesize();

interface LifecycleRule {
  Status: string;
  Prefix?: string;
  ExpirationInDays?: number;
  NoncurrentVersionExpiration?: { NoncurrentDays: number };
}

const buckets = Object.values(resourcesOf(template, 'AWS::S3::Bucket'));
const rulesOf = (bucket: Resource) =>
  (bucket.Properties?.LifecycleConfiguration as { Rules: LifecycleRule[] } | undefined)?.Rules ?? [];
/** The backup bucket: the one bucket whose every object expires (after the retention). */
const backupBucket = buckets.find((b) => rulesOf(b).some((r) => !r.Prefix && r.ExpirationInDays))!;
const uploadsBucket = buckets.find((b) => b.Properties?.CorsConfiguration !== undefined)!;

describe('backups in the synthesized template', () => {
  it('starts a backup every 6 hours, with an EventBridge rule on the backup function', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    const backupRule = rules.find((rule) =>
      JSON.stringify(rule.Properties?.Targets).includes(functionLogicalId('backup')),
    );
    expect(backupRule?.Properties?.ScheduleExpression).toBe('rate(6 hours)');
    expect(backupRule?.Properties?.State ?? 'ENABLED').toBe('ENABLED');
  });

  it('keeps backups in a private, encrypted, versioned bucket that outlives the stack', () => {
    expect(backupBucket).toBeDefined();
    expect(backupBucket).not.toBe(uploadsBucket);
    expect(backupBucket.Properties?.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(JSON.stringify(backupBucket.Properties?.BucketEncryption)).toContain('AES256');
    expect(backupBucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(backupBucket.DeletionPolicy).toBe('Retain');
  });

  it('refuses plain HTTP to the backup bucket', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    const denies = policies
      .map((policy) => JSON.stringify(policy.Properties))
      .filter((text) => text.includes('aws:SecureTransport') && text.includes('"Deny"'));
    // One per private bucket: the uploads, the backups (and the web hosting's).
    expect(denies.length).toBeGreaterThanOrEqual(2);
    const backupId = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).find(
      ([, b]) => b === backupBucket || JSON.stringify(b) === JSON.stringify(backupBucket),
    )![0];
    expect(denies.some((text) => text.includes(backupId))).toBe(true);
  });

  it(`expires backups after ${BACKUP_RETENTION_DAYS} days and their replaced versions within days`, () => {
    const expiry = rulesOf(backupBucket).find((r) => r.ExpirationInDays);
    expect(expiry?.Status).toBe('Enabled');
    expect(expiry?.ExpirationInDays).toBe(BACKUP_RETENTION_DAYS);
    expect(expiry?.NoncurrentVersionExpiration?.NoncurrentDays).toBeLessThanOrEqual(7);
  });

  it('versions the uploads and keeps a replaced file as long as the backups that name it', () => {
    expect(uploadsBucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const noncurrent = rulesOf(uploadsBucket).find((r) => r.NoncurrentVersionExpiration);
    expect(noncurrent?.Prefix).toBeUndefined();
    expect(noncurrent?.NoncurrentVersionExpiration?.NoncurrentDays).toBe(BACKUP_RETENTION_DAYS);
  });

  it('keeps point-in-time recovery on the table (the export reads from it)', () => {
    const [table] = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'));
    expect(table?.Properties?.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
  });

  it('lets only the backup function and the create-backup route export the table', () => {
    const exporters = [...routes, ...jobs]
      .map((definition) => definition.id)
      .filter((id) =>
        roleActions(template, functionLogicalId(id)).includes('dynamodb:ExportTableToPointInTime'),
      );
    expect(exporters.sort()).toEqual(['backup', 'createBackup']);
  });

  it('lets only the backup functions and routes reach the backup bucket', () => {
    const backupBucketId = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).find(
      ([, b]) => b === backupBucket || JSON.stringify(b) === JSON.stringify(backupBucket),
    )![0];
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties?.PolicyDocument).includes(backupBucketId),
    );
    const roles = new Set(
      policies.flatMap((p) => (p.Properties?.Roles as { Ref: string }[]).map((r) => r.Ref)),
    );
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const reaching = Object.entries(functions)
      .filter(([, fn]) => roles.has((fn.Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]))
      .map(([id]) => id);
    expect(reaching.sort()).toEqual(
      ['backup', 'backupCheck', 'createBackup', 'downloadBackup', 'listBackups']
        .map(functionLogicalId)
        .sort(),
    );
  });

  it('pages someone when a backup fails or none finishes for 7 hours', () => {
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    const failed = alarms.find((a) => a.Properties?.MetricName === METRIC.backupsFailed);
    const missing = alarms.find((a) => a.Properties?.MetricName === METRIC.backupsCompleted);
    expect(failed?.Properties?.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(missing?.Properties).toMatchObject({
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
      TreatMissingData: 'breaching',
      Period: 7 * 3600,
    });
    for (const alarm of [failed, missing]) expect(alarm?.Properties?.AlarmActions).toHaveLength(1);
  });
});
