import errors from './i18n/errors';
import type { ErrorsTexts } from './i18n/errors/fr';
import type { Language } from './languages';

/**
 * Stable error codes of the API. Every error body is `{error, code, message}`:
 * `code` is for programs, `message` is for people, in the caller's language.
 * The texts live in the `errors` namespace (shared/i18n/errors/<lang>.ts), the same the web
 * shows when an answer carries no message; every code has all seven languages (typed).
 */
export type ErrorCode = keyof ErrorsTexts['errors'];

/** Every code's message in the seven languages (for tests and tools; a bundle that does not use it drops it). */
export const ERROR_MESSAGES = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(errors.fr.errors) as ErrorCode[]).map((code) => [
    code,
    Object.fromEntries(Object.entries(errors).map(([language, texts]) => [language, texts.errors[code]])),
  ]),
) as Record<ErrorCode, Record<Language, string>>;

/**
 * The message of `code` in `language` (French where a language lacks it, as the i18next instances
 * fall back); placeholders (`{{limit}}`) are left for the caller to fill. A plain lookup: a function
 * that only answers errors does not load i18next for it (issue 16).
 */
export function errorMessage(code: ErrorCode, language: Language): string {
  return errors[language]?.errors[code] ?? errors.fr.errors[code];
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a validationFailed error: path -> message. */
  fields?: Record<string, string>;
}
