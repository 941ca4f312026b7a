import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import { originVerifySecret } from '#adapters/secrets';
import { config } from '#functions/config';
import { AppError } from '#core/errors';
import { logger } from '#functions/observability';
import { ORIGIN_VERIFY_HEADER } from './origin-header';
import type { HttpContext, HttpEvent, HttpResult } from './types';

export { ORIGIN_VERIFY_HEADER };

/** The header's value, whatever the case of its name (API Gateway v2 sends lower case). */
function headerValue(event: HttpEvent): string | undefined {
  const headers = event.headers ?? {};
  if (headers[ORIGIN_VERIFY_HEADER] !== undefined) return headers[ORIGIN_VERIFY_HEADER];
  const name = Object.keys(headers).find((key) => key.toLowerCase() === ORIGIN_VERIFY_HEADER);
  return name === undefined ? undefined : headers[name];
}

/** Constant time for values of the same length; a different length is refused at once. */
function sameValue(sent: string, expected: string): boolean {
  const a = Buffer.from(sent, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses, in AWS, any request that did not come through CloudFront: the API's custom domain is
 * public, and calling it directly would skip CloudFront and its WAF. A mismatch re-reads the secret
 * once, bypassing the cache, before refusing, so a rotated value does not lock warm functions out
 * for the cache's five minutes. Locally (APP_ENV=local) the local gateway is the only way in.
 * The header's value is never logged.
 */
export function originCheck(): MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext> {
  return {
    before: async ({ event }) => {
      if (config().APP_ENV === 'local') return;
      const sent = headerValue(event);
      if (sent !== undefined && sent !== '') {
        if (sameValue(sent, await originVerifySecret())) return;
        if (sameValue(sent, await originVerifySecret({ fresh: true }))) return;
      }
      logger.warn('Request refused: it did not come through CloudFront', {
        originHeader: sent === undefined || sent === '' ? 'missing' : 'mismatch',
        sourceIp: event.requestContext?.http?.sourceIp,
      });
      throw new AppError(403, 'directAccessRefused');
    },
  };
}
