import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { destinationAfterLogin, isConseillerTier, isEnterpriseTier } from '#shared/tiers';
import { paths } from '@/app/paths';
import { safeRedirect } from '@/app/safe-redirect';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Badge } from '@/components/ui/Badge';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { StatusCard } from '@/components/ui/StatusCard';
import { apiErrorText } from '@/lib/api-error-text';
import { formErrorText, hasEmptyFields } from '@/lib/form-errors';
import { newPasswordForm } from '@/lib/password-forms';
import { useScheduledRedirect } from '@/lib/use-redirect';
import { usePasswordTokenCheck } from '../api/check-password-token';
import { useSetPassword } from '../api/set-password';

/** The success message stays this long before the app opens (a full second, as before). */
const REDIRECT_MS = 1000;

/** /set-password?token=: an invited member's first password; it signs them in. */
function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <AuthLayout>
      {token ? (
        <CheckedLink token={token} />
      ) : (
        <LinkProblem title={t('setPassword.missingTitle')} body={t('setPassword.missingBody')} />
      )}
    </AuthLayout>
  );
}

function LinkProblem({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <StatusCard
      tone="error"
      title={title}
      testId="set-password-invalid"
      footer={
        <Link to={paths.home} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('common.backHome')}
        </Link>
      }
    >
      <p>{body}</p>
    </StatusCard>
  );
}

/** The form only for a link that can still be used: a used or expired one is said before any typing. */
function CheckedLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = usePasswordTokenCheck(token);
  if (check.isPending)
    return <StatusCard tone="loading" title={t('setPassword.checking')} testId="set-password-checking" />;
  if (check.isError)
    return (
      <LinkProblem
        title={t('setPassword.invalidTitle')}
        body={apiErrorText(t, check.error, t('setPassword.invalidBody'))}
      />
    );
  return <SetPasswordForm token={token} email={check.data.email} tier={check.data.subscriptionTier} />;
}

function TierBadge({ tier }: { tier: string }) {
  const { t } = useTranslation();
  if (isEnterpriseTier(tier))
    return (
      <Badge tone="info" data-testid="set-password-tier">
        {t('setPassword.tier.enterprise')}
      </Badge>
    );
  if (isConseillerTier(tier))
    return (
      <Badge tone="info" data-testid="set-password-tier">
        {t('setPassword.tier.conseiller')}
      </Badge>
    );
  return null;
}

function SetPasswordForm({ token, email, tier }: { token: string; email: string; tier: string }) {
  const { t } = useTranslation();
  const alertId = useId();
  const save = useSetPassword();
  const { leaving, redirectAfter } = useScheduledRedirect();
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    save.mutate(
      { token, password },
      {
        onSuccess: ({ user, redirectTo }) =>
          redirectAfter(safeRedirect(redirectTo) ?? destinationAfterLogin(user), REDIRECT_MS),
      },
    );
  });

  if (leaving)
    return (
      <StatusCard
        tone="success"
        title={t('setPassword.successTitle')}
        testId="set-password-success"
        focusTitle
      >
        <p>{t('setPassword.successBody')}</p>
      </StatusCard>
    );

  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('setPassword.title')}</h1>
        <p className="text-sm text-slate-600">{t('setPassword.subtitle')}</p>
      </div>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-4 py-3">
        <div className="grid min-w-0 gap-0.5 text-sm">
          <span className="text-slate-600">{t('setPassword.account')}</span>
          <span className="font-semibold break-all text-slate-900" data-testid="set-password-email">
            {email}
          </span>
        </div>
        <TierBadge tier={tier} />
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={save.isPending || undefined}>
        {/* Password managers file the new password under this address. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert id={alertId}>
          {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
          {save.isError && <p>{apiErrorText(t, save.error, t('setPassword.failed'))}</p>}
        </FormAlert>
        <NewPasswordFields register={form.register} errors={errors} alertId={alertId} />
        <Button
          type="submit"
          size="lg"
          loading={save.isPending}
          className="w-full"
          data-testid="set-password-submit"
        >
          {save.isPending ? t('setPassword.submitting') : t('setPassword.submit')}
        </Button>
      </form>
    </Card>
  );
}

export default SetPasswordPage;
