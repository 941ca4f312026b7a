import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { StatusCard } from '@/components/ui/StatusCard';
import { useCountdownRedirect } from '@/lib/use-redirect';
import { RedirectCountdownFooter } from '@/features/account';
import { paymentSuccessDestination, rememberPaymentCompleted } from '../payment-flags';

/** Seconds before the automatic redirect. */
const REDIRECT_SECONDS = 3;

/** /payment-success?tier=: the checkout went through; on to the right place after 3 s. */
function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tier = params.get('tier');
  const destination = paymentSuccessDestination(tier);
  const secondsLeft = useCountdownRedirect(destination, REDIRECT_SECONDS);

  useEffect(() => rememberPaymentCompleted(tier), [tier]);

  return (
    <AuthLayout>
      <StatusCard
        tone="success"
        title={t('paymentResult.successTitle')}
        testId="payment-success"
        footer={
          <RedirectCountdownFooter
            to={destination}
            countdown={t('paymentResult.redirecting', { seconds: secondsLeft })}
            continueLabel={t('paymentResult.continue')}
          />
        }
      >
        <p>{t('paymentResult.successBody')}</p>
      </StatusCard>
    </AuthLayout>
  );
}

export default PaymentSuccessPage;
