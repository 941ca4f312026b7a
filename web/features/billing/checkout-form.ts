import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { COUNTRIES } from '#shared/countries';
import { emailSchema } from '#shared/schemas/auth';
import { ApiError } from '@/lib/api-client';

/** E-mail of a checkout form: required first, then a valid address. */
const checkoutEmail = z.string().trim().min(1, { message: 'emailRequired' }).pipe(emailSchema);

export const checkoutEmailForm = z.object({ email: checkoutEmail });

export const internationalCheckoutForm = z.object({
  email: checkoutEmail,
  country: z.string().pipe(z.enum(COUNTRIES, { message: 'countryRequired' })),
});

/** Field message keys (from the form schema or the server) that have a translation. */
const FIELD_MESSAGES = ['emailRequired', 'invalidEmail', 'countryRequired'] as const;

export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = FIELD_MESSAGES.find((key) => key === message);
  return known ? t(`checkout.errors.${known}`) : t('validation.invalid');
}

/**
 * Puts a 400 `validationFailed` answer's field messages on the form.
 * Returns false when none of them belongs to a visible field (the caller then shows a toast).
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.code !== 'validationFailed') return false;
  const messages = (error.body.fields ?? {}) as Record<string, string>;
  const shown = fields.filter((field) => messages[field]);
  for (const field of shown) form.setError(field, { message: messages[field] });
  return shown.length > 0;
}
