import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface UploadsProps {
  /** The web app's origin: browsers upload and download there with presigned URLs. */
  webOrigin: string;
}

/** The private bucket of uploaded files and generated reports. */
export class Uploads extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: UploadsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: [props.webOrigin],
          allowedHeaders: ['content-type'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // Customer files outlive the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
