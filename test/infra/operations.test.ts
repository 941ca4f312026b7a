import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRIC } from '#functions/observability';
import { jobs, routes } from '#functions/routes';
import type { JobDefinition } from '#functions/route-types';
import {
  API_5XX_PERCENT,
  REPORT_EMAILS_PER_HOUR,
  WORKER_DURATION_SHARE,
} from '../../infra/constructs/alarms';
import { API_THROTTLE } from '../../infra/constructs/api-entry';
import { functionLogicalId } from '../../infra/constructs/project-function';
import { RisqueVisionEdgeStack, WAF_API_RATE_LIMIT_PER_5_MIN } from '../../infra/edge-stack';
import { resourcesOf, synthesize, type Resource } from './synth';

const { template } = synthesize();
const functions = resourcesOf(template, 'AWS::Lambda::Function');
const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
const [topicId] = Object.keys(resourcesOf(template, 'AWS::SNS::Topic'));

const notifiesTopic = (alarm: Resource) =>
  JSON.stringify(alarm.Properties?.AlarmActions) === JSON.stringify([{ Ref: topicId }]);
/** The alarms on one metric name (and, for a function metric, one function). */
const alarmsOn = (metricName: string, functionId?: string) =>
  alarms.filter(
    (a) =>
      a.Properties?.MetricName === metricName &&
      (!functionId ||
        JSON.stringify(a.Properties?.Dimensions) ===
          JSON.stringify([{ Name: 'FunctionName', Value: { Ref: functionId } }])),
  );

describe('observability and tracing', () => {
  it('turns X-Ray tracing on and sets the Powertools service and namespace on every function', () => {
    for (const [id, fn] of Object.entries(functions)) {
      expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect((fn.Properties?.Environment as { Variables: object }).Variables, id).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'risquevision',
        POWERTOOLS_METRICS_NAMESPACE: 'RisqueVision',
      });
    }
  });
});

describe('alarms', () => {
  it('sends every alarm to the SNS topic', () => {
    expect(topicId).toBeDefined();
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(notifiesTopic(alarm)).toBe(true);
  });

  it('alarms when the dead-letter queue holds a message', () => {
    const [dlq] = alarmsOn('ApproximateNumberOfMessagesVisible');
    expect(dlq?.Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [expect.stringMatching(/DeadLetterQueue/), 'QueueName'] },
        },
      ],
    });
  });

  it('alarms on the API 5xx rate, as a share of requests', () => {
    const rate = alarms.find((a) =>
      (a.Properties?.Metrics as { Expression?: string }[] | undefined)?.some((m) =>
        m.Expression?.includes('errors / requests'),
      ),
    );
    expect(rate?.Properties?.Threshold).toBe(API_5XX_PERCENT);
    const metricNames = (rate?.Properties?.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[])
      .flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []))
      .sort();
    expect(metricNames).toEqual(['5xx', 'Count']);
  });

  it.each([...routes, ...jobs].map((d) => [d.id] as const))('alarms on errors of %s', (id) => {
    expect(alarmsOn('Errors', functionLogicalId(id))).toHaveLength(1);
  });

  it.each(jobs.map((d) => [d.id] as const))(
    'alarms on throttles of the worker %s (its own concurrency)',
    (id) => {
      expect(alarmsOn('Throttles', functionLogicalId(id))).toHaveLength(1);
    },
  );

  it('alarms on throttles of the account, which the API functions share', () => {
    const account = alarms.filter(
      (a) =>
        a.Properties?.MetricName === 'Throttles' &&
        a.Properties?.Namespace === 'AWS/Lambda' &&
        !a.Properties?.Dimensions,
    );
    expect(account).toHaveLength(1);
    expect(account[0]?.Properties).toMatchObject({ Threshold: 1, Statistic: 'Sum' });
  });

  it('alarms when a worker run nears its timeout', () => {
    for (const job of jobs) {
      const [duration] = alarmsOn('Duration', functionLogicalId(job.id));
      expect(duration?.Properties).toMatchObject({
        Statistic: 'Maximum',
        Threshold: WORKER_DURATION_SHARE * job.timeoutSeconds * 1000,
      });
    }
  });

  it('alarms on the report e-mail volume, from the metric the functions emit', () => {
    const [volume] = alarmsOn(METRIC.reportEmailsSent);
    expect(volume?.Properties).toMatchObject({
      Namespace: 'RisqueVision',
      Dimensions: [{ Name: 'service', Value: 'risquevision' }],
      Period: 3600,
      Threshold: REPORT_EMAILS_PER_HOUR,
    });
  });
});

describe('idempotency records', () => {
  it('refuses an idempotent route that could not write its records', () => {
    const readOnly = {
      ...routes.find((r) => r.id === 'sendEmail')!,
      id: 'ghost',
      path: '/api/ghost',
      permissions: ['table:read'] as const,
    };
    expect(() => synthesize({ routes: [...routes, readOnly] })).toThrow(
      /ghost: idempotent routes .* table:write/,
    );
  });
});

describe('limits and the way in', () => {
  it('throttles the API stage and writes its access logs as JSON', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      }),
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
  });

  it('reserves concurrency for the worker and caps its queue pollers to it', () => {
    for (const job of jobs as readonly JobDefinition[]) {
      expect(functions[functionLogicalId(job.id)]?.Properties?.ReservedConcurrentExecutions).toBe(
        job.reservedConcurrency,
      );
      if (job.schedule || job.tableStream) continue;
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: functionLogicalId(job.id) },
        ScalingConfig: { MaximumConcurrency: job.reservedConcurrency },
      });
    }
    for (const route of routes)
      expect(functions[functionLogicalId(route.id)]?.Properties).not.toHaveProperty(
        'ReservedConcurrentExecutions',
      );
  });

  it('disables the execute-api endpoint: the API is reached on its custom domain, through CloudFront only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: { Ref: 'ApiDomainName' } });
    template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
  });

  it('puts the WAF web ACL given by ARN on the CloudFront distribution', () => {
    template.hasParameter('WebAclArn', { AllowedPattern: Match.stringLikeRegexp('wafv2:us-east-1') });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { Ref: 'WebAclArn' } }),
    });
  });

  it('makes that web ACL in us-east-1, CloudFront scope, with a per-IP rate rule on the API', () => {
    const edge = new RisqueVisionEdgeStack(new App(), 'RisqueVisionEdge');
    const edgeTemplate = Template.fromStack(edge);
    expect(edge.region).toBe('us-east-1');
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: WAF_API_RATE_LIMIT_PER_5_MIN,
              AggregateKeyType: 'IP',
              ScopeDownStatement: Match.objectLike({
                ByteMatchStatement: Match.objectLike({ SearchString: '/api/' }),
              }),
            }),
          },
        }),
      ]),
    });
    expect(Object.keys(edgeTemplate.findOutputs('*'))).toEqual(['WebAclArn']);
  });
});
