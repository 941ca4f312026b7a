import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { StatusCard } from '@/components/ui/StatusCard';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { formErrorText, hasEmptyFields } from '@/lib/form-errors';
import { newPasswordForm } from '@/lib/password-forms';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';

/** /reset-password?token=: chooses a new password with the token of a reset link. */
function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');

  useEffect(() => {
    if (token) return;
    toast({
      variant: 'destructive',
      title: t('resetPassword.invalidLinkTitle'),
      description: t('resetPassword.invalidLinkBody'),
    });
  }, [token, t]);

  if (!token) return <Navigate to={paths.forgotPassword} replace />;
  return (
    <AuthLayout>
      <CheckedResetLink token={token} />
    </AuthLayout>
  );
}

/** The form only for a link that can still be used; a used or expired one is said at once. */
function CheckedResetLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useResetTokenCheck(token);
  if (check.isPending)
    return <StatusCard tone="loading" title={t('resetPassword.checking')} testId="reset-password-checking" />;
  if (check.isError && hasErrorCode(check.error, 'invalidToken'))
    return (
      <StatusCard
        tone="error"
        title={t('resetPassword.usedLinkTitle')}
        testId="reset-password-used-link"
        focusTitle
        footer={
          <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('resetPassword.requestNewLink')}
          </Link>
        }
      >
        <p>{t('resetPassword.usedLinkBody')}</p>
      </StatusCard>
    );
  // Any other failure (network): the form, whose own answer will say what is wrong.
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const alertId = useId();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    reset.mutate({ token, password }, { onSuccess: () => setDone(true) });
  });

  if (done) {
    return (
      <StatusCard
        tone="success"
        title={t('resetPassword.successTitle')}
        testId="reset-password-success"
        focusTitle
        footer={
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('resetPassword.goToLogin')}
          </Link>
        }
      >
        <p>{t('resetPassword.successBody')}</p>
      </StatusCard>
    );
  }

  const linkExpired = hasErrorCode(reset.error, 'invalidToken');
  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('resetPassword.title')}</h1>
        <p className="text-sm text-slate-600">{t('resetPassword.subtitle')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={reset.isPending || undefined}>
        <FormAlert id={alertId}>
          {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
          {reset.isError && <p>{apiErrorText(t, reset.error, t('resetPassword.failed'))}</p>}
          {linkExpired && (
            <Link to={paths.forgotPassword} className="font-semibold underline">
              {t('resetPassword.requestNewLink')}
            </Link>
          )}
        </FormAlert>
        <NewPasswordFields
          register={form.register}
          errors={errors}
          alertId={alertId}
          passwordLabel={t('passwordFields.newPassword')}
        />
        <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
          {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </form>
    </Card>
  );
}

export default ResetPasswordPage;
