import { useTranslation } from 'react-i18next';
import { countryName, type Country } from '#shared/countries';
import { TRIAL_DAYS } from '#shared/plans';
import { currentLanguage } from '@/i18n';
import { billingName, planName } from '../plan-names';

interface PlanSummaryProps {
  plan: string;
  billing?: string | null;
  country?: Country | null;
  trial?: boolean;
  /** The day of a trial's first charge, as shown, when known. */
  firstCharge?: string | null;
}

/** What was bought: plan, billing period, country (international), and the trial note with its first charge. */
export function PlanSummary({ plan, billing, country, trial = false, firstCharge = null }: PlanSummaryProps) {
  const { t } = useTranslation();
  const period = billingName(t, billing);
  const items = [
    { label: t('accountSetup.plan'), value: planName(t, plan), testId: 'setup-plan' },
    ...(period ? [{ label: t('accountSetup.billing'), value: period, testId: 'setup-billing' }] : []),
    ...(country
      ? [
          {
            label: t('accountSetup.country'),
            value: countryName(country, currentLanguage()),
            testId: 'setup-country',
          },
        ]
      : []),
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.testId} className="grid gap-0.5">
            <dt className="text-slate-600">{item.label}</dt>
            <dd className="font-semibold text-slate-900" data-testid={item.testId}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {trial && (
        <p
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
          data-testid="trial-note"
        >
          {t('accountSetup.trialNote', { days: TRIAL_DAYS })}
          {firstCharge && (
            <span className="block font-normal" data-testid="first-charge">
              {t('accountSetup.firstCharge', { date: firstCharge })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
