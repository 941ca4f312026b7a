import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { destinationAfterLogin, isEnterpriseTier } from '../../../../shared/tiers';
import { safeRedirect } from '../../../app/paths';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { FormAlert } from '../../../components/ui/FormAlert';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { formErrorText, hasEmptyFields } from '../../../lib/form-errors';
import { newPasswordForm } from '../../../lib/password-forms';
import { useScheduledRedirect } from '../../../lib/use-redirect';
import type { VerifyTokenResponse } from '../api/verify-token';
import { useSetPassword } from '../api/set-password';

/** Delay between "password saved" and the app (spec, section 9). */
const REDIRECT_MS = 1000;

interface SetPasswordFormProps {
  token: string;
  account: VerifyTokenResponse['user'];
  isUpdate: boolean;
}

export function SetPasswordForm({ token, account, isUpdate }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const setPassword = useSetPassword();
  const { leaving, redirectAfter } = useScheduledRedirect();
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    setPassword.mutate(
      { token, password },
      {
        onSuccess: ({ user, redirectTo }) => {
          toast({ title: t('setPassword.successTitle'), description: t('setPassword.successBody') });
          redirectAfter(safeRedirect(redirectTo) ?? destinationAfterLogin(user), REDIRECT_MS);
        },
      },
    );
  });

  const busy = setPassword.isPending || leaving;
  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {isUpdate ? t('setPassword.titleUpdate') : t('setPassword.titleCreate')}
        </h1>
        <p className="text-sm text-slate-600">{t('setPassword.subtitle')}</p>
      </div>
      <dl className="mb-6 grid gap-2 rounded-lg bg-slate-50 p-4 text-sm">
        <dt className="text-slate-600">{t('setPassword.account')}</dt>
        <dd className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold break-all text-slate-900" data-testid="account-email">
            {account.email}
          </span>
          <Badge tone="info" data-testid="tier-badge">
            {isEnterpriseTier(account.tier)
              ? t('setPassword.tierEnterprise')
              : t('setPassword.tierConseiller')}
          </Badge>
        </dd>
      </dl>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy || undefined}>
        <FormAlert id={alertId}>
          {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
          {setPassword.isError && <p>{apiErrorText(t, setPassword.error, t('setPassword.failed'))}</p>}
        </FormAlert>
        <NewPasswordFields register={form.register} errors={errors} alertId={alertId} />
        <Button type="submit" size="lg" loading={busy} className="w-full">
          {busy ? t('setPassword.submitting') : t('setPassword.submit')}
        </Button>
      </form>
    </Card>
  );
}
