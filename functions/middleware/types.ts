import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Language } from '#shared/languages';
import type { ActiveSession } from '#core/account';
import type { RouteDefinition } from '#functions/route-types';

/** What middlewares learn about a request, handed to the route's implementation. */
export interface RequestState {
  route: RouteDefinition;
  language: Language;
  cookies: Record<string, string>;
  session: ActiveSession | null;
  /** The validated JSON body (POST/PUT/PATCH) or query string (GET/DELETE/HEAD). */
  input: unknown;
  /** The unparsed body, kept only for raw-body routes such as the payment webhook. */
  rawBody?: string;
}

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface HttpContext extends Context {
  state: RequestState;
}
