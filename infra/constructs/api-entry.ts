import { CfnParameter } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { DomainName, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Whole-API limits, per account and region as API Gateway counts them; above them it answers 429. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/** One JSON line per request: who, what, how it ended and how long it took; never a body or cookie. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  throttled: '$context.error.messageString',
};

/**
 * The HTTP API and its only way in. The default execute-api endpoint is disabled, so every
 * request passes through CloudFront (and its WAF, see infra/edge-stack.ts): HTTP APIs cannot
 * carry a WAF themselves. CloudFront reaches the API on a custom domain, whose name and regional
 * ACM certificate are deploy-time parameters; point the name's DNS (CNAME) at the output
 * `ApiDomainTarget`.
 */
export class ApiEntry extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The custom domain name CloudFront uses as the API origin. */
  readonly originDomainName: string;
  /** Where the custom domain's DNS record must point. */
  readonly domainTarget: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const domainName = new CfnParameter(this, 'ApiDomainName', {
      type: 'String',
      description:
        'Custom domain of the API, the origin CloudFront forwards /api/* to (e.g. api.risquevision.ca)',
    });
    const certificateArn = new CfnParameter(this, 'ApiCertificateArn', {
      type: 'String',
      allowedPattern: '^arn:aws[a-z-]*:acm:.+',
      description: 'ACM certificate of that domain, in the stack’s region',
    });
    // Stable parameter names in the template, whatever the construct path.
    domainName.overrideLogicalId('ApiDomainName');
    certificateArn.overrideLogicalId('ApiCertificateArn');

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'RisqueVision API',
      disableExecuteApiEndpoint: true,
      createDefaultStage: false,
    });
    const domain = new DomainName(this, 'Domain', {
      domainName: domainName.valueAsString,
      certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn.valueAsString),
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      domainMapping: { domainName: domain },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
    this.originDomainName = domainName.valueAsString;
    this.domainTarget = domain.regionalDomainName;
  }
}
