import type { MiddlewareObj } from '@middy/core';
import { ZodError } from 'zod';
import { errorMessage, fillMessage, type ApiErrorBody } from '#shared/errors';
import { languageFromHeader } from '#shared/languages';
import { AppError } from '#core/errors';
import { logger } from '#functions/observability';
import type { HttpContext, HttpEvent, HttpResult } from './types';

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * Maps every thrown error to `{error, code, message}`. Unknown errors are logged by name
 * and message only (never the event) and answered with a generic 500.
 */
export function errorHandler(): MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext> {
  return {
    onError: async (request) => {
      const language =
        request.context.state?.language ?? languageFromHeader(request.event.headers?.['accept-language']);
      const error = request.error;
      let status = 500;
      let body: ApiErrorBody & Record<string, unknown>;
      let headers: Record<string, string> = {};
      if (error instanceof AppError) {
        status = error.status;
        const message = error.filledIn
          ? fillMessage(await errorMessage(error.code, error.filledIn), error.extra)
          : await errorMessage(error.code, language);
        body = { error: message, code: error.code, message, ...error.extra };
        headers = error.headers;
      } else if (error instanceof ZodError) {
        status = 400;
        const message = await errorMessage('validationFailed', language);
        body = { error: message, code: 'validationFailed', message, fields: fieldsOf(error) };
      } else {
        // Plain fields, never the Error object: Powertools would print its stack (and its cause).
        logger.error('Unexpected error', {
          route: request.context.state?.route.id,
          errorName: error?.name,
          errorMessage: error?.message,
        });
        const message = await errorMessage('internalError', language);
        body = { error: message, code: 'internalError', message };
      }
      request.response = {
        statusCode: status,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...headers,
        },
        body: JSON.stringify(body),
      };
    },
  };
}
