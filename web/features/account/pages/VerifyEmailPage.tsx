import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { destinationAfterLogin } from '#shared/tiers';
import { paths } from '@/app/paths';
import { safeRedirect } from '@/app/safe-redirect';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { useCountdownRedirect } from '@/lib/use-redirect';
import { useVerifyEmail } from '../api/verify-email';
import { RedirectCountdownFooter } from '../components/RedirectCountdownFooter';

/** Seconds the success message stays before the app opens. */
const REDIRECT_SECONDS = 3;

/** /verify-email?token=: the link of the verification e-mail; it confirms the address and signs in. */
function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);
  const answer = verification.data;
  const destination = answer ? (safeRedirect(answer.redirectTo) ?? destinationAfterLogin(answer.user)) : null;
  const secondsLeft = useCountdownRedirect(destination, REDIRECT_SECONDS);

  let content;
  if (token && hasErrorCode(verification.error, 'alreadyVerified')) {
    content = (
      <StatusCard
        tone="success"
        title={t('verifyEmail.alreadyTitle')}
        testId="verify-email-already"
        footer={
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('verifyEmail.continue')}
          </Link>
        }
      >
        <p>{t('verifyEmail.alreadyBody')}</p>
      </StatusCard>
    );
  } else if (!token || verification.isError) {
    content = (
      <StatusCard
        tone="error"
        title={t('verifyEmail.errorTitle')}
        testId="verify-email-error"
        footer={
          <Link to={paths.emailVerificationRequired} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('verifyEmail.requestNewLink')}
          </Link>
        }
      >
        <p>
          {token
            ? apiErrorText(t, verification.error, t('verifyEmail.failed'))
            : t('verifyEmail.missingToken')}
        </p>
      </StatusCard>
    );
  } else if (destination) {
    content = (
      <StatusCard
        tone="success"
        title={t('verifyEmail.successTitle')}
        testId="verify-email-success"
        footer={
          <RedirectCountdownFooter
            to={destination}
            countdown={t('verifyEmail.redirecting', { seconds: secondsLeft })}
            continueLabel={t('verifyEmail.continue')}
          />
        }
      >
        <p>{t('verifyEmail.successBody')}</p>
      </StatusCard>
    );
  } else {
    content = <StatusCard tone="loading" title={t('verifyEmail.loading')} testId="verify-email-loading" />;
  }
  return <AuthLayout>{content}</AuthLayout>;
}

export default VerifyEmailPage;
