import { useTranslation } from 'react-i18next';
import { formatPrice, PLAN_IDS, PLANS } from '#shared/plans';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { priceLocale } from '@/components/ui/use-plan-format';
import { toast } from '@/components/ui/use-toast';
import { formatCount } from '@/features/analysis';
import { tierLabel } from '../account-labels';

/** Spec 2.11: the plans as the product is configured (shown here, and in the console on demand). */
export function PlanConfiguration() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const logConfiguration = () => {
    console.info('Plan configuration', PLANS);
    toast({ title: t('stripeTest.plans.logged') });
  };
  const columns = [
    t('stripeTest.plans.id'),
    t('stripeTest.plans.name'),
    t('stripeTest.plans.currency'),
    t('stripeTest.plans.monthly'),
    t('stripeTest.plans.annual'),
    t('stripeTest.plans.seats'),
    t('stripeTest.plans.pages'),
  ];
  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="plan-configuration">
      <h2 id="plan-configuration" className="text-lg font-semibold text-slate-900">
        {t('stripeTest.plans.title')}
      </h2>
      <Button
        variant="secondary"
        onClick={logConfiguration}
        className="justify-self-start"
        data-testid="plan-log"
      >
        {t('stripeTest.plans.log')}
      </Button>
      <div
        role="region"
        aria-label={t('stripeTest.plans.region')}
        tabIndex={0}
        className="overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <table className="w-full min-w-[44rem] text-left text-sm" aria-labelledby="plan-configuration">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              const price = (cents: number) =>
                formatPrice(cents, plan.currency, priceLocale(language, plan.currency));
              return (
                <tr key={id} data-testid={`plan-row-${id}`}>
                  <td className="px-2 py-2 font-mono text-xs">{id}</td>
                  <td className="px-2 py-2">{tierLabel(t, id)}</td>
                  <td className="px-2 py-2">{plan.currency}</td>
                  <td className="px-2 py-2 tabular-nums">{price(plan.prices.monthly)}</td>
                  <td className="px-2 py-2 tabular-nums">{price(plan.prices.annual)}</td>
                  <td className="px-2 py-2 tabular-nums">{formatCount(plan.seats, language)}</td>
                  <td className="px-2 py-2 tabular-nums">
                    {plan.pagesPerMonth === null
                      ? t('stripeTest.plans.unlimited')
                      : formatCount(plan.pagesPerMonth, language)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
