import { planDisplayName } from '@/lib/plan-name';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { CANADIAN_PLAN_IDS, type BillingPeriod } from '#shared/plans';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/Button';
import { CanadianPlanCard, type CanadianPlanId } from '@/components/ui/CanadianPlanCard';
import { SectionHeading } from './SectionHeading';

/** The four Canadian plans; each card keeps its own billing period. */
export function LandingPlans() {
  const { t } = useTranslation();
  return (
    <section id="plans" aria-labelledby="plans-title" className="scroll-mt-20 bg-slate-100/70">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6">
        <SectionHeading id="plans-title" title={t('home.plans.title')} subtitle={t('home.plans.subtitle')} />
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {CANADIAN_PLAN_IDS.map((plan) => (
            <LandingPlanCard key={plan} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}

function LandingPlanCard({ plan }: { plan: CanadianPlanId }) {
  const { t } = useTranslation();
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const href = `${generatePath(paths.checkoutEntry, { plan })}?billing=${billing}`;
  return (
    <CanadianPlanCard planId={plan} billing={billing} onBillingChange={setBilling}>
      <Link
        to={href}
        aria-label={t('plans.chooseNamed', { plan: planDisplayName(t, plan) })}
        data-testid={`choose-plan-${plan}`}
        className={buttonClasses('primary', 'md', 'w-full')}
      >
        {t('plans.choose')}
      </Link>
    </CanadianPlanCard>
  );
}
