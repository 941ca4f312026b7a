import * as z from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/passwords';
import { newPasswordSchema } from '#shared/schemas/account';
import { emailSchema } from '#shared/schemas/auth';

/**
 * Form schemas of the password screens, built on the shared request schemas: the same
 * e-mail and password rules as the server (minimum 8 everywhere), plus what only a form
 * has: required fields and a matching confirmation. Messages are i18n keys.
 */
const required = z.string().min(1, { message: 'fillAllFields' });
const requiredEmail = z.string().trim().min(1, { message: 'fillAllFields' }).pipe(emailSchema);
const requiredNewPassword = required.pipe(newPasswordSchema);

const confirmationMatches = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'passwordsMismatch' };

/** A new password and its confirmation (reset, set, create on the login page). */
export const newPasswordForm = z
  .object({ password: requiredNewPassword, confirmPassword: required })
  .refine(confirmationMatches, mismatch);

/** Account creation after payment: e-mail, password and confirmation. */
export const accountSetupForm = z
  .object({ email: requiredEmail, password: requiredNewPassword, confirmPassword: required })
  .refine(confirmationMatches, mismatch);
export type AccountSetupValues = z.output<typeof accountSetupForm>;

/** Change password from the profile: the current one and the new one. */
export const changePasswordForm = z.object({
  currentPassword: required.max(PASSWORD_MAX_LENGTH),
  newPassword: requiredNewPassword,
});
