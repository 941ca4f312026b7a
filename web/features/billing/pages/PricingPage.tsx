import { planDisplayName } from '@/lib/plan-name';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANADIAN_PLAN_IDS, PLANS, annualSavingPercent, type BillingPeriod } from '#shared/plans';
import { BillingToggle } from '@/components/ui/BillingToggle';
import { Button } from '@/components/ui/Button';
import { CanadianPlanCard, type CanadianPlanId } from '@/components/ui/CanadianPlanCard';
import { EmailInput } from '@/components/ui/EmailInput';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { usePlanFormat } from '@/components/ui/use-plan-format';
import { checkoutEmailResolver, fieldMessage, showServerFieldErrors } from '../checkout-form';
import { readSubscriptionEmail } from '../checkout-storage';
import { PricingNoticeBanner } from '../components/PricingNoticeBanner';
import { usePricingCheckout } from '../use-pricing-checkout';

/** The smallest annual saving of the four plans, so the toggle never promises too much. */
const ANNUAL_SAVING = Math.min(...CANADIAN_PLAN_IDS.map((id) => annualSavingPercent(PLANS[id])));

/**
 * /pricing: where an expired subscriber lands after login (their address prefilled) and where
 * anyone can choose a plan; the e-mail check decides between trial, renewal and login.
 */
function PricingPage() {
  const { t } = useTranslation();
  const format = usePlanFormat();
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const form = useForm({
    resolver: checkoutEmailResolver,
    defaultValues: { email: readSubscriptionEmail() },
  });
  const { choosePlan, notice, busyPlan, isLeaving } = usePricingCheckout((error) =>
    showServerFieldErrors(form, error, ['email']),
  );
  // The plan buttons sit far below the e-mail field: bring what the check found into view.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    noticeRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  }, [notice]);
  const choose = (plan: CanadianPlanId) =>
    form.handleSubmit(({ email }) => choosePlan({ email, plan, billing }))();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto grid max-w-2xl grid-cols-1 gap-3 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance hyphens-auto wrap-break-word [word-break:auto-phrase] text-slate-900 sm:text-4xl">
            {t('pricing.title')}
          </h1>
          <p className="text-slate-600">{t('pricing.subtitle')}</p>
        </div>
        <div className="mx-auto mt-8 grid max-w-xl gap-3">
          <EmailInput
            label={t('pricing.emailLabel')}
            placeholder={t('login.emailPlaceholder')}
            data-testid="pricing-email"
            error={fieldMessage(t, form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <p className="text-sm text-slate-500">{t('pricing.emailHelp')}</p>
          <div ref={noticeRef} role="status" aria-live="polite" data-testid="pricing-notice">
            {notice && <PricingNoticeBanner notice={notice} />}
          </div>
        </div>
        <div className="mt-8 flex justify-center">
          <BillingToggle
            value={billing}
            onChange={setBilling}
            annualSaving={format.percent(ANNUAL_SAVING)}
            testId="billing-toggle"
          />
        </div>
        <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {CANADIAN_PLAN_IDS.map((plan) => (
            <CanadianPlanCard key={plan} planId={plan} billing={billing}>
              <Button
                onClick={() => choose(plan)}
                loading={busyPlan === plan}
                disabled={busyPlan !== null}
                aria-label={t('plans.chooseNamed', { plan: planDisplayName(t, plan) })}
                data-testid={`choose-plan-${plan}`}
                className="w-full"
              >
                {busyPlan === plan
                  ? t(isLeaving ? 'checkout.redirecting' : 'checkout.checking')
                  : t('plans.choose')}
              </Button>
            </CanadianPlanCard>
          ))}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export default PricingPage;
