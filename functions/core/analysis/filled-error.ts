import { errorMessage, type ErrorCode } from '#shared/errors';
import type { Language } from '#shared/languages';
import { AppError } from '#core/errors';

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
  const message = errorMessage(code, language).replace(/\{\{\s*(\w+)\s*\}\}/gu, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
  return new AppError(status, code, { ...values, error: message, message });
}
