import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type * as schemas from './checkout-schemas';

/*
 * The forms' zod schemas load on the first validation (a submit), not with the page: zod is most
 * of the JavaScript of the public pages that carry a checkout form.
 */

/** The resolver of the e-mail checkout forms (trial card, pricing, checkout entry). */
export const checkoutEmailResolver: typeof schemas.checkoutEmailResolver = async (...args) =>
  (await import('./checkout-schemas')).checkoutEmailResolver(...args);

/** The resolver of the international checkout form (e-mail and country). */
export const internationalCheckoutResolver: typeof schemas.internationalCheckoutResolver = async (...args) =>
  (await import('./checkout-schemas')).internationalCheckoutResolver(...args);

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
