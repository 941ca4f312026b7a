import type { ErrorCode } from '#shared/errors';

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
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Someone else's id answers exactly like a missing one, so ids cannot be probed. */
export const notFound = () => new AppError(404, 'notFound');
