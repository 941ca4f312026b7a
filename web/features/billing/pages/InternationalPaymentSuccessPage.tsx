import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { PaymentSession } from '#shared/schemas/account';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';
import { useRedirectAfter } from '@/lib/use-redirect';
import { usePaymentSession } from '../api/payment-session';
import { PaymentSessionGate } from '../components/PaymentSessionGate';
import { checkoutWording } from '../setup-wording';
import { useSessionLanguage } from '../use-session-language';

/** Delay before the account setup page opens. */
const REDIRECT_MS = 1500;

function accountSetupHref(session: PaymentSession): string {
  const query = new URLSearchParams({ session_id: session.id });
  if (session.metadata.country) query.set('country', session.metadata.country);
  query.set('plan', session.metadata.plan);
  return `${paths.internationalSetup}?${query.toString()}`;
}

/** /international-payment-success and /intl-success?session_id=: confirms the payment, then on to setup. */
function InternationalPaymentSuccessPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const payment = usePaymentSession(sessionId);
  const session = payment.data?.session;
  const setupHref = session ? accountSetupHref(session) : null;
  useSessionLanguage(session?.metadata.language);
  useRedirectAfter(setupHref, REDIRECT_MS);

  return (
    <AuthLayout allLanguages>
      <PaymentSessionGate
        sessionId={sessionId}
        failed={payment.isError}
        ready={setupHref}
        backTo={paths.internationalLanding}
        backLabel={t('intlPayment.back')}
      >
        {(href) => (
          <StatusCard
            tone="success"
            title={t(session ? checkoutWording(session, i18n.language).confirmation : 'intlPayment.title')}
            testId="international-payment-confirmed"
            footer={
              <Link to={href} replace className={buttonClasses('primary', 'lg', 'w-full')}>
                {t('intlPayment.continue')}
              </Link>
            }
          >
            <p>{t('intlPayment.preparing')}</p>
          </StatusCard>
        )}
      </PaymentSessionGate>
    </AuthLayout>
  );
}

export default InternationalPaymentSuccessPage;
