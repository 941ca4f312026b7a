import type { MiddlewareObj } from '@middy/core';
import { AppError } from '#core/errors';
import type { HttpContext, HttpEvent, HttpResult } from './types';

/** Ids we issue (UUIDs, the payment provider's `cs_…`) and the test ids: letters, digits, `_` and `-`. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Jurisdictions come as codes or, from legacy callers, as names ("Île-du-Prince-Édouard"). */
const JURISDICTION = /^[\p{L}\p{M} .'’-]{1,64}$/u;

const FORMATS: Record<string, RegExp> = { jurisdiction: JURISDICTION };

/** Whether a path parameter can name something that exists: the format of its kind, a bounded length. */
export function isPlausiblePathParameter(name: string, value: string): boolean {
  return (FORMATS[name] ?? ID).test(value);
}

/**
 * Answers 404 for a path id that cannot exist (too long, wrong characters) before any store sees
 * it: a 2 KB id would otherwise exceed DynamoDB's key size and surface as a 500. Runs after the
 * audience guard, so anonymous callers still learn only that they must sign in.
 */
export function pathParameters(): MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext> {
  return {
    before: async ({ event }) => {
      for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
        if (value === undefined || !isPlausiblePathParameter(name, value))
          throw new AppError(404, 'notFound');
      }
    },
  };
}
