import type { ErrorCode } from '#shared/errors';
import type { Language } from '#shared/languages';

/**
 * A failure the caller can act on. Services throw it; the error middleware turns it into
 * `{error, code, message}` with its status and a message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** Extra fields merged into the body, e.g. `requiresSubscription`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
    /** The message names the `extra` values, in this language rather than the caller's (filledError). */
    readonly filledIn?: Language,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Someone else's id answers exactly like a missing one, so ids cannot be probed. */
export const notFound = () => new AppError(404, 'notFound');

/**
 * An AppError whose message names the specifics ({{file}}, {{limit}}…), in the analysis
 * language: the body's `error` and `message` replace the generic text, and the values are
 * also given as fields for programs.
 */
export function filledError(
  status: number,
  code: ErrorCode,
  language: Language,
  values: Record<string, string | number>,
): AppError {
  return new AppError(status, code, { ...values }, {}, language);
}
