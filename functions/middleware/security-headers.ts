import type { MiddlewareObj } from '@middy/core';
import type { HttpContext, HttpEvent, HttpResult } from './types';

/** Headers every API answer carries; CloudFront adds the same for the web app. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function withHeaders(response: HttpResult | undefined | null): HttpResult | undefined | null {
  if (!response) return response;
  return { ...response, headers: { ...API_SECURITY_HEADERS, ...response.headers } };
}

export function securityHeaders(): MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext> {
  return {
    after: async (request) => {
      request.response = withHeaders(request.response) as HttpResult;
    },
    onError: async (request) => {
      request.response = withHeaders(request.response) as HttpResult;
    },
  };
}
