import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './api-client';

/** Error codes the interface words itself when an answer carries no message (e.g. a proxy's error page). */
const TRANSLATED_CODES = [
  'accountExists',
  'paymentIncomplete',
  'sessionNotFound',
  'sessionEmailMismatch',
  'invalidToken',
  'validationFailed',
  'tooManyRequests',
  'internalError',
  'alreadyVerified',
  'wrongCurrentPassword',
  'mailFailed',
  'passwordAlreadySet',
] as const;

/**
 * The text to show for a failed call: the server's message in French and English, the
 * interface's translation of its code in the other languages, else the page's fallback.
 */
export function apiErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return t('formErrors.network');
  if (!(error instanceof ApiError)) return fallback;
  const serverMessage = typeof error.body.message === 'string' ? error.body.message : '';
  // The server writes its messages in the language the request asked for (Accept-Language), all seven.
  if (serverMessage) return serverMessage;
  const code = TRANSLATED_CODES.find((known) => known === error.code);
  return code ? t(`errors.${code}`) : fallback;
}

/** True for an API answer with this error code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}
