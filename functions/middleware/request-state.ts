import type { MiddlewareObj } from '@middy/core';
import { languageFromHeader } from '#shared/languages';
import { AppError } from '#core/errors';
import { config } from '#functions/config';
import type { RouteDefinition } from '#functions/route-types';
import type { HttpContext, HttpEvent, HttpResult } from './types';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_BODY_BYTES = 1024 * 1024;

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The request's cookies; one that does not decode (`promo=50%off`, set by someone else) is skipped. */
function parseCookies(event: HttpEvent): Record<string, string> {
  const cookies: Record<string, string> = {};
  const pairs = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const value = decodedOrNull(pair.slice(index + 1).trim());
    if (value !== null) cookies[pair.slice(0, index).trim()] = value;
  }
  return cookies;
}

/**
 * Reads the language and cookies, refuses cross-site state changes (Origin check), and
 * parses the body: JSON for ordinary routes, untouched for raw-body routes.
 */
export function requestState(
  route: RouteDefinition,
): MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext> {
  return {
    before: async (request) => {
      const { event, context } = request;
      const headers = event.headers ?? {};
      context.state = {
        route,
        language: languageFromHeader(headers['accept-language']),
        cookies: parseCookies(event),
        session: null,
        input: undefined,
      };
      const method = event.requestContext.http.method;
      if (STATE_CHANGING.has(method) && route.audience !== 'paymentProvider') {
        // Browsers always send Origin on these; a mismatch or a cross-site fetch is refused.
        const origin = headers.origin;
        if ((origin && origin !== config().APP_ORIGIN) || headers['sec-fetch-site'] === 'cross-site') {
          throw new AppError(403, 'badOrigin');
        }
      }
      const body = event.body
        ? event.isBase64Encoded
          ? Buffer.from(event.body, 'base64').toString('utf8')
          : event.body
        : undefined;
      if (body && Buffer.byteLength(body) > MAX_BODY_BYTES) throw new AppError(413, 'payloadTooLarge');
      if (route.rawBody) {
        context.state.rawBody = body ?? '';
        return;
      }
      if (STATE_CHANGING.has(method)) {
        if (!body) {
          context.state.input = {};
          return;
        }
        const type = headers['content-type'] ?? '';
        if (!type.startsWith('application/json')) throw new AppError(415, 'unsupportedMediaType');
        try {
          context.state.input = JSON.parse(body);
        } catch {
          throw new AppError(400, 'invalidJson');
        }
      } else {
        context.state.input = { ...(event.queryStringParameters ?? {}) };
      }
    },
  };
}
