import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '#shared/plans';
import { InternationalCheckoutForm } from './InternationalCheckoutForm';
import { InternationalPlanPicker } from './InternationalPlanPicker';
import type { InternationalPlanId } from './international-plans';

/** Plans, get-started form and summary of the international landing; Professional is preselected. */
export function InternationalSubscription() {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<InternationalPlanId>('professional');
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  return (
    <div className="grid gap-16">
      <section aria-labelledby="international-plans-title" className="grid gap-8">
        <div className="mx-auto grid max-w-2xl grid-cols-1 gap-3 text-center">
          <h2
            id="international-plans-title"
            className="text-2xl font-bold tracking-tight text-balance text-slate-900 [word-break:auto-phrase] sm:text-3xl"
          >
            {t('international.plansTitle')}
          </h2>
          <p className="text-slate-600">{t('international.plansSubtitle')}</p>
        </div>
        <InternationalPlanPicker
          plan={plan}
          billing={billing}
          onPlanChange={setPlan}
          onBillingChange={setBilling}
        />
      </section>
      <section
        id="get-started"
        aria-labelledby="get-started-title"
        className="grid scroll-mt-20 gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <div className="grid gap-2">
          <h2 id="get-started-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('international.getStartedTitle')}
          </h2>
          <p className="text-slate-600">{t('international.getStartedBody')}</p>
        </div>
        <InternationalCheckoutForm plan={plan} billing={billing} />
      </section>
    </div>
  );
}
