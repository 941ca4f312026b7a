import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { readsSession, type RouteDefinition } from '#functions/route-types';
import { functionErrorsAlarm } from './alarms';
import { type FunctionContext, ProjectFunction } from './project-function';
import { ReportFontsLayer } from './report-files';

/** API Gateway closes a request after 30 seconds; longer work belongs in a job. */
const MAX_ROUTE_TIMEOUT_SECONDS = 29;

/** `GET /api/health`: how API Gateway names a route, and how the template is checked against the table. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * The business area of a route, from its handler's folder (`http/teams/invite.ts` → `teams`);
 * the handlers at the root of `http/` (health) are the platform's.
 */
export function routeArea(route: Pick<RouteDefinition, 'handler'>): string {
  const parts = route.handler.split('/');
  return parts.length > 2 ? parts[1]! : 'platform';
}

/** `teams` → `TeamsRoutes`: the nested stack of an area. */
export function areaStackId(area: string): string {
  return `${area.charAt(0).toUpperCase()}${area.slice(1)}Routes`;
}

export interface ApiProps {
  httpApi: HttpApi;
  routes: readonly RouteDefinition[];
  context: FunctionContext;
  /** Where each function's errors alarm notifies. */
  alarmTopic: ITopic;
}

/**
 * One Lambda function per route of the table, each behind its own route of the HTTP API, with its
 * errors alarm. A route takes about eight resources; CloudFormation allows 500 per stack, so each
 * business area's routes live in their own nested stack (the same folders as functions/http).
 */
export class Api extends Construct {
  /** In the order of the route table. */
  readonly functions: ProjectFunction[];
  readonly areaStacks = new Map<string, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // One layer of fonts for every function that renders a report.
    const reportFonts = props.routes.some((route) => route.reportFonts)
      ? new ReportFontsLayer(this, 'ReportFonts').layer
      : undefined;
    this.functions = props.routes.map((route) => {
      const timeoutSeconds = route.timeoutSeconds ?? 10;
      if (timeoutSeconds > MAX_ROUTE_TIMEOUT_SECONDS) {
        throw new Error(
          `Route ${route.id}: ${timeoutSeconds} s exceeds the API's ${MAX_ROUTE_TIMEOUT_SECONDS} s; make it a job`,
        );
      }
      if (route.idempotentForSeconds && !route.permissions.includes('table:write')) {
        throw new Error(
          `Route ${route.id}: idempotent routes keep their records in the table; add table:write`,
        );
      }
      const area = this.areaStack(routeArea(route));
      const fn = new ProjectFunction(area, route.id, {
        handler: route.handler,
        permissions: route.permissions,
        timeoutSeconds,
        memoryMb: route.memoryMb ?? 512,
        context: props.context,
        readsSession: readsSession(route),
        // Every route, the public ones, health and the payment webhook included: all come through CloudFront.
        apiRoute: true,
        reportFonts: route.reportFonts ? reportFonts : undefined,
      });
      new HttpRoute(area, `${route.id}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn.function),
      });
      functionErrorsAlarm(area, route.id, fn.function, props.alarmTopic);
      return fn;
    });
  }

  private areaStack(area: string): NestedStack {
    let stack = this.areaStacks.get(area);
    if (!stack) {
      stack = new NestedStack(this, areaStackId(area), {
        description: `RisqueVision: the ${area} routes`,
      });
      this.areaStacks.set(area, stack);
    }
    return stack;
  }
}
