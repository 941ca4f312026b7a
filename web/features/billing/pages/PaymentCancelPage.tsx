import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';
import { clearPaymentFlags } from '../payment-flags';

/** /payment-cancel?tier=: the checkout was left; the stored payment flags are cleared. */
function PaymentCancelPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tier = params.get('tier');
  const retryHref = tier ? `${paths.home}?tier=${encodeURIComponent(tier)}` : paths.home;

  useEffect(() => clearPaymentFlags(), []);

  return (
    <AuthLayout>
      <StatusCard
        tone="warning"
        title={t('paymentResult.cancelTitle')}
        testId="payment-cancel"
        footer={
          <>
            <Link to={retryHref} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('paymentResult.tryAgain')}
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary', 'lg', 'w-full')}>
              {t('common.backHome')}
            </Link>
          </>
        }
      >
        <p>{t('paymentResult.cancelBody')}</p>
      </StatusCard>
    </AuthLayout>
  );
}

export default PaymentCancelPage;
