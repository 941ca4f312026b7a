import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginRequest } from '#shared/schemas/auth';
import { paths } from '@/app/paths';
import { safeRedirect } from '@/app/safe-redirect';
import { Button } from '@/components/ui/Button';
import { EmailInput } from '@/components/ui/EmailInput';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { ApiError } from '@/lib/api-client';
import { hasErrorCode } from '@/lib/api-error-text';
import { useLogin } from '../api/login';
import { rememberSubscriptionEmail } from '@/lib/auth-storage';
import { fieldMessage, reportLoginError } from './login-feedback';
import { SecondFactorField, type SecondFactor } from './SecondFactorField';

/** Delay before an expired subscriber is taken to pricing. */
const PRICING_REDIRECT_MS = 2000;

interface LoginFormProps {
  defaultEmail?: string;
  /** The `redirect` query parameter set by the route guard; used only if it stays on this site. */
  redirect?: string | null;
}

export function LoginForm({ defaultEmail = '', redirect }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [leaving, setLeaving] = useState(false);
  const [toPricing, setToPricing] = useState(false);
  /** Asked once the server said the password is right and two-factor sign-in is on. */
  const [factor, setFactor] = useState<SecondFactor | null>(null);

  useEffect(() => {
    if (!toPricing) return;
    const timer = window.setTimeout(() => navigate(paths.pricing), PRICING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [toPricing, navigate]);

  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ redirectTo }) => {
        setLeaving(true);
        navigate(safeRedirect(redirect) ?? safeRedirect(redirectTo) ?? paths.home, { replace: true });
      },
      onError: (error) => {
        if (hasErrorCode(error, 'twoFactorRequired')) return setFactor((current) => current ?? 'code');
        if (factor && hasErrorCode(error, 'invalidTwoFactorCode') && error instanceof ApiError) {
          form.setError(factor === 'code' ? 'code' : 'recoveryCode', { message: error.message });
          return;
        }
        const outcome = reportLoginError(t, error);
        if (outcome === 'fields' && error instanceof ApiError) {
          const fields = (error.body.fields ?? {}) as Record<string, string>;
          if (fields.email) form.setError('email', { message: fields.email });
          if (fields.password) form.setError('password', { message: fields.password });
        }
        if (outcome === 'subscription') {
          setLeaving(true);
          rememberSubscriptionEmail(values.email);
          setToPricing(true);
        }
      },
    });
  });

  const busy = login.isPending || leaving;
  const factorMessage = (message: string | undefined) => {
    if (message === 'invalidCode') return t('login.twoFactor.invalidCode');
    if (message === 'invalidRecoveryCode') return t('login.twoFactor.invalidRecoveryCode');
    return message;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy || undefined}>
      <EmailInput
        label={t('login.email')}
        autoComplete="username"
        placeholder={t('login.emailPlaceholder')}
        error={fieldMessage(t, errors.email?.message)}
        {...form.register('email')}
      />
      <div className="grid gap-2">
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          error={fieldMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <Link
          to={paths.forgotPassword}
          className="justify-self-end rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {t('login.forgotPassword')}
        </Link>
      </div>
      {factor && (
        <SecondFactorField
          factor={factor}
          onSwitch={setFactor}
          error={factorMessage(errors[factor === 'code' ? 'code' : 'recoveryCode']?.message)}
          // Dropped from the request when the other kind of code is asked instead.
          field={form.register(factor === 'code' ? 'code' : 'recoveryCode', { shouldUnregister: true })}
        />
      )}
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
