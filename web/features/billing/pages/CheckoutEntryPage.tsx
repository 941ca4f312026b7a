import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CANADIAN_PLAN_IDS, TRIAL_DAYS, type BillingPeriod } from '#shared/plans';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CanadianPlanCard, type CanadianPlanId } from '@/components/ui/CanadianPlanCard';
import { EmailInput } from '@/components/ui/EmailInput';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { useCreateCheckout } from '../api/create-checkout';
import { checkoutEmailResolver, fieldMessage, showServerFieldErrors } from '../checkout-form';
import { readSubscriptionEmail } from '../checkout-storage';

function isCanadianPlan(value: string | undefined): value is CanadianPlanId {
  return (CANADIAN_PLAN_IDS as readonly (string | undefined)[]).includes(value);
}

/** /stripe/:plan?billing=monthly|annual: the entry of a Canadian checkout, reached from the plan cards. */
function CheckoutEntryPage() {
  const { t } = useTranslation();
  const { plan } = useParams();
  const [params, setParams] = useSearchParams();
  const billing: BillingPeriod = params.get('billing') === 'annual' ? 'annual' : 'monthly';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-10 sm:py-14">
        {isCanadianPlan(plan) ? (
          <>
            <div className="mb-6 grid gap-2 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {t('checkout.title')}
              </h1>
              <p className="text-slate-600">{t('checkout.subtitle')}</p>
            </div>
            <CanadianPlanCard
              planId={plan}
              billing={billing}
              onBillingChange={(next) => setParams({ billing: next }, { replace: true, flushSync: true })}
              highlighted
            >
              <CheckoutEmailForm plan={plan} billing={billing} />
            </CanadianPlanCard>
            <p className="mt-6 text-center">
              <Link to={paths.pricing} className="text-sm font-medium text-brand-700 hover:underline">
                {t('checkout.otherPlans')}
              </Link>
            </p>
          </>
        ) : (
          <Card role="alert" className="grid gap-4 p-6 text-center sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('checkout.unknownTitle')}</h1>
            <p className="text-slate-600">{t('checkout.unknownBody')}</p>
            <Link to={paths.home} className={buttonClasses('primary', 'md', 'justify-self-center')}>
              {t('checkout.seePlans')}
            </Link>
          </Card>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

function CheckoutEmailForm({ plan, billing }: { plan: CanadianPlanId; billing: BillingPeriod }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: checkoutEmailResolver,
    defaultValues: { email: readSubscriptionEmail() },
  });
  const checkout = useCreateCheckout({
    onFieldErrors: (error) => showServerFieldErrors(form, error, ['email']),
  });
  const onSubmit = form.handleSubmit(({ email }) => checkout.mutate({ email, plan, billing }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={checkout.isLeaving || undefined}>
      <EmailInput
        label={t('checkout.emailLabel')}
        placeholder={t('login.emailPlaceholder')}
        data-testid="checkout-email"
        error={fieldMessage(t, form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <p className="text-sm text-slate-600">{t('checkout.trialNote', { days: TRIAL_DAYS })}</p>
      <Button type="submit" size="lg" loading={checkout.isLeaving} className="w-full">
        {checkout.isLeaving ? t('checkout.redirecting') : t('checkout.continue')}
      </Button>
    </form>
  );
}

export default CheckoutEntryPage;
