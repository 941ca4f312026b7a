import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { destinationAfterLogin } from '../../../../shared/tiers';
import { safeRedirect } from '../../../app/paths';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Input } from '../../../components/ui/Input';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { apiErrorText } from '../../../lib/api-error-text';
import { formErrorText, hasEmptyFields } from '../../../lib/form-errors';
import { newPasswordForm } from '../../../lib/password-forms';
import { useCreatePassword } from '../api/create-password';

interface CreatePasswordFormProps {
  email: string;
  /** The token of the welcome link. */
  token: string;
  redirect?: string | null;
}

/** The login page's password-creation mode, for a new account that has no password yet. */
export function CreatePasswordForm({ email, token, redirect }: CreatePasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alertId = useId();
  const create = useCreatePassword();
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    create.mutate(
      { email, password, token },
      {
        onSuccess: ({ user, redirectTo }) => {
          setLeaving(true);
          navigate(safeRedirect(redirect) ?? safeRedirect(redirectTo) ?? destinationAfterLogin(user), {
            replace: true,
          });
        },
      },
    );
  });

  const busy = create.isPending || leaving;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy || undefined}>
      <FormAlert id={alertId}>
        {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
        {create.isError && <p>{apiErrorText(t, create.error, t('login.createFailed'))}</p>}
      </FormAlert>
      <Input
        label={t('login.email')}
        type="email"
        value={email}
        readOnly
        autoComplete="username"
        className="read-only:bg-slate-50 read-only:text-slate-600"
      />
      <NewPasswordFields register={form.register} errors={errors} alertId={alertId} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {busy ? t('login.createSubmitting') : t('login.createSubmit')}
      </Button>
    </form>
  );
}
