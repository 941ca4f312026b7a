import { Duration, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#functions/middleware/origin-header';
import { OWN_HTML_PATHS, SPA_SHELL_FILE, pageFile } from '../../web/app/prerendered-paths';

export interface WebHostingProps {
  /** The API's custom domain (its execute-api endpoint is disabled): the origin of /api/*. */
  apiOriginDomain: string;
  /** The value CloudFront sends to the API in the origin verification header. */
  originVerifySecret: ISecret;
  /** ARN of the CloudFront-scope WAF web ACL (made in us-east-1 by infra/edge-stack.ts). */
  webAclArn: string;
  /** The built web app (web/dist); without it the bucket is created empty. */
  webDistDir?: string;
}

/**
 * Each page with HTML of its own (scripts/prerender-web.ts: a public page prerendered in French,
 * or a signed-in entry screen's shell that preloads its code) and its HTML file.
 */
const prerenderedUris = Object.fromEntries(OWN_HTML_PATHS.map((path) => [path, `/${pageFile(path)}`]));

// Those pages get their own HTML; other app routes (no file extension) get the SPA shell.
// This runs on the web behavior only: distribution-wide error responses would also turn the
// API's 403/404 into the shell.
const spaFallbackCode = `var PRERENDERED = ${JSON.stringify(prerenderedUris)};
function handler(event) {
  var request = event.request;
  var path = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  if (PRERENDERED.hasOwnProperty(path)) request.uri = PRERENDERED[path];
  else if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/${SPA_SHELL_FILE}';
  return request;
}`;

/** The web app behind CloudFront, with /api/* sent to the HTTP API on the same origin. */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const { region, urlSuffix } = Stack.of(this);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
    });

    // Browsers upload to and download from the uploads bucket with presigned URLs. A pattern,
    // not the bucket's name: that bucket's CORS names this distribution, which would be a cycle.
    const objectStore = `https://*.s3.${region}.${urlSuffix}`;
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${objectStore}`,
      "font-src 'self' data:",
      `connect-src 'self' ${objectStore}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
      },
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    // CloudFront compresses only under a cache policy that lets it cache (all TTLs 0 forbids the
    // Accept-Encoding settings). This one caches nothing the API answers: no TTL without the
    // answer's own Cache-Control (no-store or no-cache on every route), a ceiling of one second
    // otherwise (the public regulations), and the cookies and query string in the key, so not
    // even that second is shared between sessions.
    const apiCompression = new CachePolicy(this, 'ApiCompression', {
      comment: 'API: compressed (gzip, brotli), not cached',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      cookieBehavior: CacheCookieBehavior.all(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      // Rate limits every client before a request reaches the web app or the API.
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // Proves to the API that the request came through this distribution (and its WAF).
            // A CloudFormation dynamic reference, {{resolve:secretsmanager:…}}: the value is never in
            // the template. CloudFront adds an origin custom header to the origin request, and when
            // the viewer sent a header of the same name it overwrites that value before forwarding
            // (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/add-origin-custom-headers.html),
            // so a viewer cannot supply it even though /api/* forwards every viewer header.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          // A redirect would drop request bodies: API calls must already be HTTPS.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCompression,
          compress: true,
          // Cookies, query strings and the Origin header reach the handlers; Host must stay the API's.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    if (props.webDistDir) {
      new BucketDeployment(this, 'Deployment', {
        sources: [Source.asset(props.webDistDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
    }
  }
}
