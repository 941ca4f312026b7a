import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { REPORTS_PREFIX, STORED_REPORT_RETENTION_DAYS } from '#core/reports/storage';
import { REPAIR_STATE_RETENTION_DAYS, REPAIRS_PREFIX } from '#core/analysis/bedrock-repair';
import { BACKUP_RETENTION_DAYS } from '#core/admin/backups/manifest';

export interface UploadsProps {
  /** The web app's origin: browsers upload and download there with presigned URLs. */
  webOrigin: string;
}

/** Where presigned uploads go (functions/core/analysis/uploads.ts uploadPrefix) and how long they stay. */
export const UPLOADS_PREFIX = 'uploads/';
export const UPLOAD_RETENTION_DAYS = 2;

/** The private bucket of uploaded files and generated reports. */
export class Uploads extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: UploadsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Backups record which version of each file was current (functions/adapters/backups): a
      // replaced or deleted file stays restorable as long as the backups that name it.
      versioned: true,
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: [props.webOrigin],
          allowedHeaders: ['content-type'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'ExpireOldVersions',
          noncurrentVersionExpiration: Duration.days(BACKUP_RETENTION_DAYS),
          expiredObjectDeleteMarker: true,
        },
        // Originals are read only by the analysis job (minutes); results and previews are kept
        // elsewhere. Uploads no analysis claimed, and those of kept analyses, expire here.
        { id: 'ExpireUploads', prefix: UPLOADS_PREFIX, expiration: Duration.days(UPLOAD_RETENTION_DAYS) },
        // A repair's saved state is read within minutes; one whose analysis was deleted meanwhile goes here.
        {
          id: 'ExpireRepairStates',
          prefix: REPAIRS_PREFIX,
          expiration: Duration.days(REPAIR_STATE_RETENTION_DAYS),
        },
        // Reports too large for an answer, stored for their short-lived download link.
        {
          id: 'ExpireStoredReports',
          prefix: REPORTS_PREFIX,
          expiration: Duration.days(STORED_REPORT_RETENTION_DAYS),
        },
      ],
      // Customer files outlive the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
