import { useTranslation } from 'react-i18next';
import { CheckoutPaths } from '../components/CheckoutPaths';
import { EmailStatusPanel } from '../components/EmailStatusPanel';
import { PlanConfiguration } from '../components/PlanConfiguration';

/** /stripe-test (spec 2.11, the platform administrator only): the mail service, the plans, the checkout paths. */
export function StripeTestPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6" data-testid="stripe-test">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('stripeTest.title')}
        </h1>
        <p className="text-slate-600">{t('stripeTest.intro')}</p>
      </header>
      <EmailStatusPanel />
      <PlanConfiguration />
      <CheckoutPaths />
    </div>
  );
}
