import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, CANADIAN_PLAN_IDS } from '#shared/plans';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { tierLabel } from '../account-labels';
import { checkoutPath } from '../plan-paths';

/** Spec 2.11: one button per plan and period, each building the plan's checkout path and showing it. */
export function CheckoutPaths() {
  const { t } = useTranslation();
  const [built, setBuilt] = useState<string | null>(null);
  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="checkout-paths">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('stripeTest.paths.title')}</h2>
        <p className="text-sm text-slate-600">{t('stripeTest.paths.intro')}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {CANADIAN_PLAN_IDS.flatMap((plan) =>
          BILLING_PERIODS.map((period) => (
            <Button
              key={`${plan}-${period}`}
              variant="secondary"
              size="sm"
              onClick={() => setBuilt(checkoutPath(plan, period))}
              data-testid={`checkout-path-${plan}-${period}`}
            >
              {t('stripeTest.paths.build', {
                plan: tierLabel(t, plan),
                period: t(`plans.billing.${period}`),
              })}
            </Button>
          )),
        )}
      </div>
      <div aria-live="polite" className="grid gap-1 text-sm">
        <p className="font-medium text-slate-600">{t('stripeTest.paths.built')}</p>
        {built ? (
          <p className="flex flex-wrap items-center gap-3">
            <output className="font-mono break-all text-slate-900" data-testid="checkout-path">
              {built}
            </output>
            <Link to={built} className="font-semibold text-brand-700 underline underline-offset-2">
              {t('stripeTest.paths.open')}
            </Link>
          </p>
        ) : (
          <p className="text-slate-600">{t('stripeTest.paths.none')}</p>
        )}
      </div>
    </Card>
  );
}
