import { planDisplayName } from '@/lib/plan-name';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INTERNATIONAL_PLAN_IDS,
  PLANS,
  TRIAL_DAYS,
  annualSavingPercent,
  type BillingPeriod,
} from '#shared/plans';
import { BillingToggle } from '@/components/ui/BillingToggle';
import { buttonClasses } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { PlanCard } from '@/components/ui/PlanCard';
import { usePlanFormat } from '@/components/ui/use-plan-format';
import { internationalPlanLimits, type InternationalPlanId } from './international-plans';

interface InternationalPlanPickerProps {
  plan: InternationalPlanId;
  billing: BillingPeriod;
  onPlanChange: (plan: InternationalPlanId) => void;
  onBillingChange: (billing: BillingPeriod) => void;
}

/** The three international plans (USD) as a radio group, with one monthly/annual toggle. */
export function InternationalPlanPicker({
  plan,
  billing,
  onPlanChange,
  onBillingChange,
}: InternationalPlanPickerProps) {
  const { t } = useTranslation();
  const format = usePlanFormat();
  const name = useId();
  return (
    <div className="grid gap-8">
      <BillingToggle
        value={billing}
        onChange={onBillingChange}
        annualSaving={format.percent(annualSavingPercent(PLANS[plan]))}
        className="justify-self-center"
        testId="billing-toggle"
      />
      <fieldset className="grid gap-6 md:grid-cols-3">
        <legend className="sr-only">{t('international.planLegend')}</legend>
        {INTERNATIONAL_PLAN_IDS.map((id) => {
          const option = PLANS[id];
          const selected = id === plan;
          const planName = planDisplayName(t, id);
          return (
            <PlanCard
              key={id}
              testId={`plan-card-${id}`}
              name={planName}
              description={t(`plans.descriptions.${id}`)}
              badge={'popular' in option && option.popular ? t('plans.popular') : undefined}
              highlighted={selected}
              price={format.price(option.prices[billing], option.currency)}
              period={t(billing === 'monthly' ? 'plans.perMonth' : 'plans.perYear')}
              priceNote={t('plans.trial', { days: TRIAL_DAYS })}
              features={internationalPlanLimits(t, id)}
            >
              <label
                className={cn(
                  buttonClasses(selected ? 'primary' : 'secondary', 'md', 'w-full cursor-pointer'),
                  'has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={id}
                  checked={selected}
                  onChange={() => onPlanChange(id)}
                  aria-label={planName}
                  className="sr-only"
                />
                {selected ? t('international.selected') : t('international.select')}
              </label>
            </PlanCard>
          );
        })}
      </fieldset>
    </div>
  );
}
