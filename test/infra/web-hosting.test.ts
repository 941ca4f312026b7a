import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, routes } from '#functions/routes';
import { resourcesOf, synthesize } from './synth';

const { template } = synthesize();

interface Behavior {
  PathPattern?: string;
  FunctionAssociations?: { EventType: string }[];
  ResponseHeadersPolicyId: unknown;
}

const distributionConfig = () => {
  const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  return distribution?.Properties?.DistributionConfig as {
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
    CustomErrorResponses?: unknown;
  };
};

/** The CloudFront Function's handler, run here as CloudFront would run it. */
function spaFallback(): (event: { request: { uri: string } }) => { uri: string } {
  const [fn] = Object.values(resourcesOf(template, 'AWS::CloudFront::Function'));
  return new Function(`${String(fn?.Properties?.FunctionCode)}; return handler;`)();
}

describe('web hosting', () => {
  it('serves a private bucket through one distribution with origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] } }),
        ]),
      }),
    });
  });

  it('sets the security headers on every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 31_536_000,
            IncludeSubdomains: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
    // The policy names the region's S3 endpoints, so CloudFormation joins it: read it as text.
    const [policy] = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(policy?.Properties?.ResponseHeadersPolicyConfig);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const { DefaultCacheBehavior, CacheBehaviors } = distributionConfig();
    for (const behavior of [DefaultCacheBehavior, ...CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^WebSecurityHeaders/) });
    }
  });

  it('serves prerendered pages their own HTML and the SPA shell to other app routes, on the web behavior only', () => {
    const { DefaultCacheBehavior, CacheBehaviors, CustomErrorResponses } = distributionConfig();
    expect(DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(CacheBehaviors.every((b) => b.FunctionAssociations === undefined)).toBe(true);
    // Distribution-wide error responses would turn the API's 403 and 404 into the shell.
    expect(CustomErrorResponses).toBeUndefined();

    const handler = spaFallback();
    expect(handler({ request: { uri: '/analyses/123' } }).uri).toBe('/spa.html');
    expect(handler({ request: { uri: '/conseiller-sst/app' } }).uri).toBe('/conseiller-sst/app/index.html');
    expect(handler({ request: { uri: '/' } }).uri).toBe('/index.html');
    expect(handler({ request: { uri: '/conseiller' } }).uri).toBe('/conseiller/index.html');
    expect(handler({ request: { uri: '/conseiller/' } }).uri).toBe('/conseiller/index.html');
    expect(handler({ request: { uri: '/pricing' } }).uri).toBe('/pricing/index.html');
    expect(handler({ request: { uri: '/privacy-policy' } }).uri).toBe('/privacy-policy/index.html');
    expect(handler({ request: { uri: '/assets/index-abc123.js' } }).uri).toBe('/assets/index-abc123.js');
  });

  it('compresses /api/* answers (gzip, brotli) under a policy that caches nothing shared', () => {
    const policies = resourcesOf(template, 'AWS::CloudFront::CachePolicy');
    const [id, policy] = Object.entries(policies).find(([, p]) =>
      String((p.Properties?.CachePolicyConfig as { Comment?: string }).Comment).startsWith('API'),
    )!;
    expect(policy.Properties?.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 1,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      },
    });
    const api = distributionConfig().CacheBehaviors.find((b) => b.PathPattern === '/api/*') as Behavior & {
      CachePolicyId: unknown;
      Compress: boolean;
    };
    expect(api.CachePolicyId).toEqual({ Ref: id });
    expect(api.Compress).toBe(true);
  });

  it('routes /api/* to the HTTP API with every viewer header except Host', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ViewerProtocolPolicy: 'https-only',
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            // The API's custom domain: its execute-api endpoint is disabled.
            DomainName: { Ref: 'ApiDomainName' },
          }),
        ]),
      }),
    });
  });
});

describe('app origin', () => {
  const distributionUrl = {
    'Fn::Join': [
      '',
      ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }],
    ],
  };

  it('is the CloudFront URL by default, for the functions and the uploads CORS rule', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_ORIGIN: distributionUrl }) },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [distributionUrl] })] },
    });
  });

  it('can be set at synth time, e.g. for a custom domain', () => {
    const { template: custom } = synthesize({ appOrigin: 'https://app.risquevision.ca' });
    custom.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_ORIGIN: 'https://app.risquevision.ca' }) },
    });
    custom.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.risquevision.ca'] })],
      },
    });
  });
});

describe('web app deployment', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'risquevision-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>RisqueVision</title>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('is skipped when the web app is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('adds the built app and exactly one helper function, the deployment handler', () => {
    const { template: deployed } = synthesize({ webDistDir: webDist });
    deployed.resourceCountIs('Custom::CDKBucketDeployment', 1);
    deployed.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^WebBucket') },
    });
    const functions = Object.keys(resourcesOf(deployed, 'AWS::Lambda::Function'));
    const helpers = functions.filter((id) => id.startsWith('CustomCDKBucketDeployment'));
    expect(helpers).toHaveLength(1);
    expect(functions).toHaveLength(routes.length + jobs.length + helpers.length);
  });
});
