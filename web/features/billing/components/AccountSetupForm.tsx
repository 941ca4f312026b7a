import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { EmailInput } from '@/components/ui/EmailInput';
import { FormAlert } from '@/components/ui/FormAlert';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { fieldErrorProps, formErrorText, hasEmptyFields } from '@/lib/form-errors';
import { accountSetupForm, type AccountSetupValues } from '@/lib/password-forms';

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
      <EmailInput
        label={t('login.email')}
        autoComplete="username"
        {...fieldErrorProps(t, errors.email?.message, alertId)}
        {...form.register('email')}
      />
      <NewPasswordFields register={form.register} errors={errors} alertId={alertId} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {busy ? t('accountSetup.submitting') : submitLabel}
      </Button>
    </form>
  );
}
