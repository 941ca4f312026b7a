import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type * as z from 'zod';
import type { ZodType } from 'zod';
import { loadPaymentSecrets } from '#adapters/secrets';
import { withReadAhead } from '#adapters/table/read-ahead';
import type { RouteDefinition } from '#functions/route-types';
import { audienceGuard } from './audience';
import { errorHandler } from './error-handler';
import { observeRequest, observeUser } from './observe';
import { originCheck } from './origin-check';
import { pathParameters } from './path-parameters';
import { requestState } from './request-state';
import { securityHeaders } from './security-headers';
import type { HttpContext, HttpEvent, HttpResult, RequestState } from './types';

type InputOf<Route extends RouteDefinition> = Route extends { request: infer S extends ZodType }
  ? z.infer<S>
  : Record<string, string | undefined>;

export interface HandlerRequest<Input> extends Omit<RequestState, 'input'> {
  input: Input;
  event: HttpEvent;
  /** Path parameters such as `{id}`. */
  params: Record<string, string | undefined>;
}

export interface HandlerResult {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (base64 through API Gateway), with its own content-type header; replaces `body`. */
  binary?: Uint8Array;
  cookies?: string[];
  headers?: Record<string, string>;
}

/**
 * The one way to write a route handler: given its route from the table, runs the fixed
 * middleware chain. Middy runs `before` hooks in order and `after`/`onError` hooks in
 * reverse: every error reaches the error handler, whose answer then gets the security
 * headers like any other.
 *
 * A handler imports its own route (`import { loginRoute } from '#functions/routes'`), never
 * the table: the bundler then keeps that route and its request schema only (routes.ts is
 * written to be tree-shaken: no spreads, no calls), so no function pays for the others' schemas
 * at cold start.
 */
export function defineHandler<Route extends RouteDefinition>(
  route: Route,
  implementation: (request: HandlerRequest<InputOf<Route>>) => Promise<HandlerResult>,
) {
  const chain = middy<HttpEvent, HttpResult, Error, HttpContext>()
    .use(observeRequest(route))
    .use(securityHeaders())
    .use(errorHandler())
    // In AWS, before anything reads the request: only CloudFront (and its WAF) may call the API.
    .use(originCheck())
    .use(httpHeaderNormalizer())
    .use(requestState(route))
    // Payments routes read the Stripe keys (cached) before any service asks for the provider.
    .use({
      before: async () => {
        if (route.permissions.includes('payments')) await loadPaymentSecrets();
      },
    })
    .use(audienceGuard())
    .use(observeUser())
    .use(pathParameters())
    .handler(async (event, context) => {
      const { state } = context;
      const input = route.request ? route.request.parse(state.input) : state.input;
      const run = () =>
        implementation({
          ...state,
          input: input as InputOf<Route>,
          event,
          params: event.pathParameters ?? {},
        });
      // After validation: an invalid request is refused before it can claim anything. Loaded
      // by the routes that declare it only (Powertools idempotency and JMESPath: ~3 ms of init).
      let result: HandlerResult;
      if (route.idempotentForSeconds) {
        const { requestIdentity, runOnce } = await import('./idempotency');
        result = await runOnce(route, context, requestIdentity(route, { ...state, input }, event), run);
      } else {
        result = await run();
      }
      const headers = { 'cache-control': 'no-store', ...result.headers };
      if (result.binary) {
        return {
          statusCode: result.status ?? 200,
          headers: { 'content-length': String(result.binary.byteLength), ...headers },
          cookies: result.cookies,
          body: Buffer.from(result.binary).toString('base64'),
          isBase64Encoded: true,
        };
      }
      return {
        statusCode: result.status ?? 200,
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        cookies: result.cookies,
        body: result.body === undefined ? '' : JSON.stringify(result.body),
      };
    });
  // Rows read ahead with the session (route.readsAhead) belong to this request only.
  return (event: HttpEvent, context: HttpContext) => withReadAhead(() => chain(event, context));
}
