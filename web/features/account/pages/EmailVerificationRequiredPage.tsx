import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { destinationAfterLogin } from '#shared/tiers';
import { loginHref, paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FullPageSpinner, Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { useRedirectAfter } from '@/lib/use-redirect';
import { useAuth } from '../api/auth-check';
import { useLogoutAndLeave } from '../api/logout';
import { useResendVerificationAction } from '../components/use-resend-verification-action';

/** How often the page asks the server whether the address is verified, and the pause before leaving. */
const POLL_MS = 3000;
const VERIFIED_REDIRECT_MS = 1000;

/** /email-verification-required: for a signed-in user whose address is not verified yet. */
function EmailVerificationRequiredPage() {
  const { t } = useTranslation();
  const { user, isPending, isPlaceholderData, refetch } = useAuth({ refetchInterval: POLL_MS });
  const { logOut, isPending: loggingOut } = useLogoutAndLeave();
  const verified = Boolean(user?.emailVerified && !isPlaceholderData);
  // The "already verified" answer of a resend has its own toast; the page then says nothing more.
  const announced = useRef(false);
  const resend = useResendVerificationAction(user?.email ?? '', () => {
    announced.current = true;
    void refetch();
  });

  useEffect(() => {
    if (!verified || announced.current) return;
    announced.current = true;
    toast({ title: t('verification.verifiedTitle'), description: t('verification.verifiedBody') });
  }, [verified, t]);
  useRedirectAfter(verified && user ? destinationAfterLogin(user) : null, VERIFIED_REDIRECT_MS);

  if (isPending) return <FullPageSpinner label={t('guard.checking')} testId="route-guard-spinner" />;
  if (!user) return <Navigate to={loginHref(paths.emailVerificationRequired)} replace />;

  return (
    <AuthLayout>
      <Card className="grid gap-5 p-6 sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3.5 6.5 8.5 6.5 8.5-6.5" strokeLinejoin="round" />
          </svg>
        </div>
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('verification.title')}</h1>
          <p className="text-sm text-slate-600">{t('verification.body')}</p>
        </div>
        <div className="rounded-lg bg-slate-50 p-4 text-sm">
          <p className="text-slate-600">{t('verification.sentTo')}</p>
          <p className="mt-1 font-semibold break-all text-slate-900" data-testid="user-email">
            {user.email}
          </p>
        </div>
        <p
          role="status"
          className="flex items-start gap-2 text-sm text-slate-500"
          data-testid="verification-status"
        >
          {verified ? (
            <span className="font-medium text-emerald-700">{t('verification.verifiedBody')}</span>
          ) : (
            <>
              <Spinner size="sm" className="mt-0.5 shrink-0 text-brand-600" />
              {t('verification.waiting')}
            </>
          )}
        </p>
        <div className="grid gap-3">
          <Button
            onClick={resend.send}
            loading={resend.isPending}
            disabled={verified}
            className="w-full"
            data-testid="resend-verification"
          >
            {resend.isPending ? t('verification.resending') : t('verification.resend')}
          </Button>
          <Button variant="secondary" onClick={logOut} loading={loggingOut} className="w-full">
            {loggingOut ? t('common.loggingOut') : t('common.logout')}
          </Button>
        </div>
      </Card>
    </AuthLayout>
  );
}

export default EmailVerificationRequiredPage;
