import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/passwords';

/** Message keys of the form schemas that have a text in `formErrors`. */
const FORM_MESSAGES = [
  'fillAllFields',
  'passwordTooShort',
  'passwordTooLong',
  'passwordsMismatch',
  'newPasswordTooShort',
  'paymentIncomplete',
] as const;
export type FormMessage = (typeof FORM_MESSAGES)[number];

/** Message keys of the shared zod schemas that have a text in `validation`. */
const VALIDATION_MESSAGES = ['invalidEmail', 'passwordRequired'] as const;

/** A form may word a shared message its own way (change password: "new password must be…"). */
export type MessageRenames = Partial<Record<string, FormMessage>>;

/** The text of a zod message key, in the interface language. */
export function formErrorText(t: TFunction, key: string, renames: MessageRenames = {}): string {
  const renamed = renames[key] ?? key;
  const formMessage = FORM_MESSAGES.find((message) => message === renamed);
  if (formMessage) {
    return t(`formErrors.${formMessage}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  const validation = VALIDATION_MESSAGES.find((message) => message === renamed);
  return t(`validation.${validation ?? 'invalid'}`);
}

/** True when a required field was left empty (the form then says "fill in all fields" once). */
export function hasEmptyFields(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error?.message === 'fillAllFields');
}

/**
 * Error props for an Input: its own message under the field, or, for an empty field,
 * only the invalid mark pointing at the form alert that says "fill in all fields".
 */
export function fieldErrorProps(
  t: TFunction,
  key: string | undefined,
  alertId: string,
  renames?: MessageRenames,
): { error?: string; 'aria-invalid'?: true; 'aria-describedby'?: string } {
  if (!key) return {};
  if (key === 'fillAllFields') return { 'aria-invalid': true, 'aria-describedby': alertId };
  return { error: formErrorText(t, key, renames) };
}
