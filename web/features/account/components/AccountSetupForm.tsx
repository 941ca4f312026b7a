import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Input } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { fieldErrorProps, formErrorText, hasEmptyFields } from '../../../lib/form-errors';
import { accountSetupForm, type AccountSetupValues } from '../../../lib/password-forms';

interface AccountSetupFormProps {
  /** The address of the payment, prefilled; the server checks it against the payment. */
  defaultEmail: string;
  submitLabel: string;
  busy: boolean;
  /** A problem shown above the fields: the server's refusal, incomplete payment details. */
  problem?: string | null;
  onSubmit: (values: AccountSetupValues) => void;
}

/** E-mail, password and confirmation of an account created after payment. */
export function AccountSetupForm({
  defaultEmail,
  submitLabel,
  busy,
  problem,
  onSubmit,
}: AccountSetupFormProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const form = useForm({
    resolver: zodResolver(accountSetupForm),
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid gap-5"
      aria-busy={busy || undefined}
    >
      <FormAlert id={alertId}>
        {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
        {problem && <p>{problem}</p>}
      </FormAlert>
      <Input
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldErrorProps(t, errors.email?.message, alertId)}
        {...form.register('email')}
      />
      <PasswordInput
        label={t('passwordFields.password')}
        autoComplete="new-password"
        {...fieldErrorProps(t, errors.password?.message, alertId)}
        {...form.register('password')}
      />
      <PasswordInput
        label={t('passwordFields.confirmPassword')}
        autoComplete="new-password"
        {...fieldErrorProps(t, errors.confirmPassword?.message, alertId)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {busy ? t('accountSetup.submitting') : submitLabel}
      </Button>
    </form>
  );
}
