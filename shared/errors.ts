import type { ErrorsTexts } from './i18n/errors/fr';
import type { Language } from './languages';

/**
 * Stable error codes of the API. Every error body is `{error, code, message}`:
 * `code` is for programs, `message` is for people, in the caller's language.
 * The texts live in the `errors` namespace (shared/i18n/errors/<lang>.ts), the same the web
 * shows when an answer carries no message; every code has all seven languages (typed).
 */
export type ErrorCode = keyof ErrorsTexts['errors'];

/**
 * Each language's messages, read with the first error written in it: most requests write none, and
 * the seven catalogues (86 KB) were parsed at every cold start (issue 16). A bundle keeps each in a
 * chunk of its own.
 */
const CATALOGUES: Readonly<Record<Language, () => Promise<{ default: ErrorsTexts }>>> = {
  fr: () => import('./i18n/errors/fr'),
  en: () => import('./i18n/errors/en'),
  es: () => import('./i18n/errors/es'),
  de: () => import('./i18n/errors/de'),
  pt: () => import('./i18n/errors/pt'),
  zh: () => import('./i18n/errors/zh'),
  ja: () => import('./i18n/errors/ja'),
};

/**
 * The message of `code` in `language` (French where a language lacks it, as the i18next instances
 * fall back); placeholders (`{{limit}}`) are left for the caller to fill. Without i18next: a function
 * that only answers errors does not load it.
 */
export async function errorMessage(code: ErrorCode, language: Language): Promise<string> {
  const message = (await (CATALOGUES[language] ?? CATALOGUES.fr)()).default.errors[code];
  return message ?? (await CATALOGUES.fr()).default.errors[code];
}

/** `{{name}}` placeholders of a message filled from `values`; unknown names are left as written. */
export function fillMessage(message: string, values: Readonly<Record<string, unknown>>): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/gu, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a validationFailed error: path -> message. */
  fields?: Record<string, string>;
}
