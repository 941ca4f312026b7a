import { planDisplayName } from '@/lib/plan-name';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS, PLANS } from '#shared/plans';
import { usePlanFormat } from '@/components/ui/use-plan-format';

/** Every plan with its monthly and annual price, straight from the pricing table. */
export function PriceTable() {
  const { t } = useTranslation();
  const format = usePlanFormat();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('terms.table.caption')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('terms.table.plan')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('terms.table.currency')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              {t('plans.billing.monthly')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              {t('plans.billing.annual')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <tr key={id}>
                <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                  {planDisplayName(t, id)}
                </th>
                <td className="px-4 py-2.5">{plan.currency}</td>
                <td className="px-4 py-2.5 text-right whitespace-nowrap">
                  {format.price(plan.prices.monthly, plan.currency)}
                </td>
                <td className="px-4 py-2.5 text-right whitespace-nowrap">
                  {format.price(plan.prices.annual, plan.currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
