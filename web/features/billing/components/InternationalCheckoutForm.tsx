import { planDisplayName } from '@/lib/plan-name';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName } from '#shared/countries';
import { PLANS, TRIAL_DAYS, type BillingPeriod } from '#shared/plans';
import { Button } from '@/components/ui/Button';
import { EmailInput } from '@/components/ui/EmailInput';
import { Select } from '@/components/ui/Select';
import { usePlanFormat } from '@/components/ui/use-plan-format';
import { useHydrated } from '@/lib/use-hydrated';
import { useCreateInternationalCheckout } from '../api/create-international-checkout';
import { fieldMessage, internationalCheckoutResolver, showServerFieldErrors } from '../checkout-form';
import { readSubscriptionEmail } from '../checkout-storage';
import { isCountry, sortedCountries, type InternationalPlanId } from './international-plans';

interface InternationalCheckoutFormProps {
  plan: InternationalPlanId;
  billing: BillingPeriod;
}

/** Get-started form of the international edition: e-mail, country, plan summary, subscribe. */
export function InternationalCheckoutForm({ plan, billing }: InternationalCheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const format = usePlanFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const form = useForm({
    resolver: internationalCheckoutResolver,
    defaultValues: { email: readSubscriptionEmail(), country: '' },
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const checkout = useCreateInternationalCheckout({
    onFieldErrors: (error) => showServerFieldErrors(form, error, ['email', 'country']),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email, country }) =>
    checkout.mutate({ email, country, plan, billing }),
  );
  const option = PLANS[plan];

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={checkout.isLeaving || undefined}
      className="grid gap-6 md:grid-cols-2"
    >
      <div className="grid content-start gap-5">
        <EmailInput
          label={t('international.emailLabel')}
          placeholder={t('login.emailPlaceholder')}
          data-testid="international-email"
          error={fieldMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <Select
          label={t('international.countryLabel')}
          data-testid="country-select"
          error={fieldMessage(t, errors.country?.message)}
          {...form.register('country')}
        >
          <option value="" disabled>
            {t('international.countryPlaceholder')}
          </option>
          {sortedCountries(language).map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </div>

      <section
        aria-labelledby="selected-plan-title"
        data-testid="selected-plan-summary"
        className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h3 id="selected-plan-title" className="font-semibold text-slate-900">
          {t('international.summaryTitle')}
        </h3>
        <dl className="grid gap-2 text-sm">
          <SummaryRow label={t('international.summaryPlan')} value={planDisplayName(t, plan)} />
          <SummaryRow
            label={t('plans.billing.label')}
            value={`${format.price(option.prices[billing], option.currency)} ${t(billing === 'monthly' ? 'plans.perMonth' : 'plans.perYear')}`}
          />
          <SummaryRow
            label={t('international.summaryCountry')}
            value={isCountry(country) ? countryName(country, language) : t('international.noCountry')}
          />
        </dl>
        <p className="text-sm text-slate-600">{t('checkout.trialNote', { days: TRIAL_DAYS })}</p>
        {/* Until hydrated, a submit would reload the prerendered page and lose the choices made. */}
        <Button type="submit" size="lg" loading={checkout.isLeaving} disabled={!hydrated} className="w-full">
          {checkout.isLeaving ? t('checkout.redirecting') : t('international.subscribe')}
        </Button>
      </section>
    </form>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="ml-auto text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}
