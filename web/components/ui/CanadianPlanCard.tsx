import { planDisplayName } from '@/lib/plan-name';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLANS,
  TRIAL_DAYS,
  annualSavingPercent,
  type BillingPeriod,
  type CANADIAN_PLAN_IDS,
} from '#shared/plans';
import { BillingToggle } from './BillingToggle';
import { PlanCard } from './PlanCard';
import { usePlanFormat } from './use-plan-format';

export type CanadianPlanId = (typeof CANADIAN_PLAN_IDS)[number];

interface CanadianPlanCardProps {
  planId: CanadianPlanId;
  billing: BillingPeriod;
  /** When given, the card shows its own monthly/annual toggle. */
  onBillingChange?: (billing: BillingPeriod) => void;
  highlighted?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A Canadian plan (CAD) with its price for the billing period, seats, pages and trial. */
export function CanadianPlanCard({
  planId,
  billing,
  onBillingChange,
  highlighted,
  children,
  className,
}: CanadianPlanCardProps) {
  const { t } = useTranslation();
  const format = usePlanFormat();
  const plan = PLANS[planId];
  const saving = format.percent(annualSavingPercent(plan));
  const features =
    plan.sourceInterface === 'conseiller'
      ? [
          t('plans.features.oneSeat'),
          t('plans.features.unlimitedAnalyses'),
          t('plans.features.regulations'),
          t('plans.features.pdfReports'),
        ]
      : [
          t('plans.features.seats', { seats: plan.seats }),
          t('plans.features.pages', { pages: format.count(plan.pagesPerMonth ?? 0) }),
          t('plans.features.teamAssistant'),
          t('plans.features.referenceDocuments'),
          t('plans.features.teamManagement'),
        ];
  return (
    <PlanCard
      testId={`plan-card-${planId}`}
      name={planDisplayName(t, planId)}
      description={t(`plans.descriptions.${planId}`)}
      badge={'popular' in plan && plan.popular ? t('plans.popular') : undefined}
      highlighted={highlighted ?? ('popular' in plan && plan.popular)}
      price={format.price(plan.prices[billing], plan.currency)}
      period={t(billing === 'monthly' ? 'plans.perMonth' : 'plans.perYear')}
      priceNote={
        billing === 'annual'
          ? t('plans.annualSaving', { percent: saving })
          : t('plans.orAnnual', { price: format.price(plan.prices.annual, plan.currency), percent: saving })
      }
      features={[...features, t('plans.trial', { days: TRIAL_DAYS })]}
      controls={
        onBillingChange && (
          <BillingToggle
            value={billing}
            onChange={onBillingChange}
            className="w-full"
            testId={`billing-toggle-${planId}`}
          />
        )
      }
      className={className}
    >
      {children}
    </PlanCard>
  );
}
