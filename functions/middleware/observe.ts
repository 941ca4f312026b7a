import type { MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { flushMetrics, logger, tracer } from '#functions/observability';
import type { RouteDefinition } from '#functions/route-types';
import type { HttpContext, HttpEvent, HttpResult } from './types';

type Middleware = MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext>;

/**
 * The outermost middlewares of every route: every log line of the request carries the Lambda
 * request id, cold start, API request id and route (keys reset after each invocation), the
 * handler runs in an X-Ray segment annotated with the route, and the invocation's metrics are
 * flushed when it ends, answer or error.
 */
export function observeRequest(route: RouteDefinition): Middleware[] {
  const flush = async () => flushMetrics();
  return [
    { after: flush, onError: flush },
    injectLambdaContext(logger, { resetKeys: true }) as Middleware,
    captureLambdaHandler(tracer, { captureResponse: false }) as Middleware,
    {
      before: async ({ event }) => {
        logger.appendKeys({ route: route.id, requestId: event.requestContext?.requestId });
        tracer.putAnnotation('route', route.id);
      },
    },
  ];
}

/** After the audience check: the signed-in user's id joins every later log line of the request. */
export function observeUser(): Middleware {
  return {
    before: async ({ context }) => {
      const userId = context.state.session?.user.id;
      if (userId) {
        logger.appendKeys({ userId });
        tracer.putAnnotation('userId', userId);
      }
    },
  };
}
