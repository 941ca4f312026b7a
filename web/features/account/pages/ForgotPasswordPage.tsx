import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgotPasswordRequest } from '#shared/schemas/account';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmailInput } from '@/components/ui/EmailInput';
import { StatusCard } from '@/components/ui/StatusCard';
import { toast } from '@/components/ui/use-toast';
import { currentLanguage } from '@/i18n';
import { NetworkError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { BackLink } from '../components/BackLink';

const emailForm = forgotPasswordRequest.pick({ email: true });

/**
 * /forgot-password: asks for a reset link. Any answer from the server shows the same
 * "sent" view, so the page never tells whether an address has an account.
 */
function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendingAgain, setSendingAgain] = useState(false);
  const form = useForm({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(({ email }) => {
    const show = () => setSentTo(email);
    forgot.mutate(
      { email, language: currentLanguage() },
      {
        onSuccess: show,
        onError: (error) => {
          if (!(error instanceof NetworkError)) return show();
          toast({
            variant: 'destructive',
            title: t('forgotPassword.failedTitle'),
            description: t('formErrors.unexpected'),
          });
        },
      },
    );
  });

  const sendAnother = () => {
    form.reset({ email: '' });
    setSentTo(null);
    setSendingAgain(true);
  };

  return (
    <AuthLayout>
      {sentTo === null ? (
        <Card className="p-6 sm:p-8">
          <div className="mb-6 grid gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('forgotPassword.title')}</h1>
            <p className="text-sm text-slate-600">{t('forgotPassword.subtitle')}</p>
          </div>
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid gap-5"
            aria-busy={forgot.isPending || undefined}
          >
            <EmailInput
              label={t('login.email')}
              placeholder={t('login.emailPlaceholder')}
              autoFocus={sendingAgain}
              error={emailError && formErrorText(t, emailError)}
              {...form.register('email')}
            />
            <Button type="submit" size="lg" loading={forgot.isPending} className="w-full">
              {forgot.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
            </Button>
          </form>
        </Card>
      ) : (
        <StatusCard
          tone="success"
          title={t('forgotPassword.sentTitle')}
          testId="forgot-password-sent"
          focusTitle
          footer={
            <>
              <Button variant="secondary" onClick={sendAnother} className="w-full">
                {t('forgotPassword.sendAnother')}
              </Button>
              <Link
                to={paths.login}
                className="text-center text-sm font-medium text-brand-700 hover:underline"
              >
                {t('forgotPassword.backToLogin')}
              </Link>
            </>
          }
        >
          <p>{t('forgotPassword.sentBody', { email: sentTo })}</p>
        </StatusCard>
      )}
      {sentTo === null && <BackLink to={paths.login}>{t('forgotPassword.backToLogin')}</BackLink>}
    </AuthLayout>
  );
}

export default ForgotPasswordPage;
