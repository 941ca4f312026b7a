import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorProps } from '@/lib/form-errors';
import { PasswordInput } from './PasswordInput';

/** The two fields this component fills, as the password form schemas name them. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  /** The form's `register`; the form may have more fields (account setup also asks for the e-mail). */
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
  /** The form alert that says "fill in all fields", which an empty field points at. */
  alertId: string;
  /** The first field's label; "Password" unless the screen replaces an old one ("New password"). */
  passwordLabel?: string;
}

/** A new password and its confirmation, each with a show/hide toggle and its own message. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  alertId,
  passwordLabel,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  // Both names are paths of T, which extends NewPasswordValues; TypeScript cannot see it for a generic T.
  const password = 'password' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  return (
    <>
      <PasswordInput
        label={passwordLabel ?? t('passwordFields.password')}
        autoComplete="new-password"
        {...fieldErrorProps(t, errors.password?.message, alertId)}
        {...register(password)}
      />
      <PasswordInput
        label={t('passwordFields.confirmPassword')}
        autoComplete="new-password"
        {...fieldErrorProps(t, errors.confirmPassword?.message, alertId)}
        {...register(confirmPassword)}
      />
    </>
  );
}
