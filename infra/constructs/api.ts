import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { readsSession, type RouteDefinition } from '#functions/route-types';
import { type FunctionContext, ProjectFunction } from './project-function';

/** API Gateway closes a request after 30 seconds; longer work belongs in a job. */
const MAX_ROUTE_TIMEOUT_SECONDS = 29;

/** `GET /api/health`: how API Gateway names a route, and how the template is checked against the table. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export interface ApiProps {
  httpApi: HttpApi;
  routes: readonly RouteDefinition[];
  context: FunctionContext;
}

/** One Lambda function per route of the table, each behind its own route of the HTTP API. */
export class Api extends Construct {
  readonly functions: ProjectFunction[];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
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
      const fn = new ProjectFunction(this, route.id, {
        handler: route.handler,
        permissions: route.permissions,
        timeoutSeconds,
        memoryMb: route.memoryMb ?? 512,
        context: props.context,
        readsSession: readsSession(route),
        // Every route, the public ones, health and the payment webhook included: all come through CloudFront.
        apiRoute: true,
        nodeModules: route.nodeModules,
        reportFonts: route.reportFonts,
      });
      props.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn.function),
      });
      return fn;
    });
  }
}
