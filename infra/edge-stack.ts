import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests one client IP may make in any 5-minute window before WAF blocks it (WAF's minimum is 10). */
export const WAF_RATE_LIMIT_PER_5_MIN = 1000;
/** Tighter for the API, where every request runs a function. */
export const WAF_API_RATE_LIMIT_PER_5_MIN = 500;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * The WAF in front of CloudFront. A CloudFront-scope web ACL can only be created in us-east-1,
 * while the product's stack lives in its own region (ca-central-1) and stays environment-
 * agnostic; CloudFormation cannot reference across regions without that. So this small stack is
 * deployed to us-east-1 first and the main stack receives the web ACL's ARN as its `WebAclArn`
 * parameter:
 *   cdk deploy RisqueVisionEdge
 *   cdk deploy RisqueVision --parameters WebAclArn=<RisqueVisionEdge.WebAclArn> …
 * (HTTP APIs cannot carry a WAF, hence the API is reachable only through CloudFront.)
 */
export class RisqueVisionEdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: 'us-east-1' } });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('RisqueVisionWebAcl'),
      rules: [
        {
          name: 'ApiRateLimit',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_API_RATE_LIMIT_PER_5_MIN,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('RisqueVisionApiRateLimit'),
        },
        {
          name: 'RateLimit',
          priority: 1,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT_PER_5_MIN, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('RisqueVisionRateLimit'),
        },
        {
          // Known-bad inputs (exploit patterns of common frameworks), maintained by AWS.
          name: 'KnownBadInputs',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' },
          },
          visibilityConfig: visibility('RisqueVisionKnownBadInputs'),
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
